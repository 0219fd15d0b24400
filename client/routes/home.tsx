// Home: hero with the calls to action, the slideshow and the five flavour
// cards; its metadata declares the site search (WebSite + SearchAction).
import { useTranslation } from 'react-i18next';

import { FLAVOURS, getProductByKey, PRODUCT_IMAGE_SIZE, productImages } from '../../shared/catalogue';
import { pathTo } from '../../shared/routes';
import { organizationJsonLd, websiteJsonLd } from '../../shared/structured-data';
import { Link } from '../components/Link';
import type { PageMeta } from '../components/Meta';
import { Picture } from '../components/Picture';
import { Slideshow } from '../components/shop/Slideshow';
import { usePhoto } from '../context/boot';
import type { MetaArgs } from '../router/route-module';

export function meta({ publicUrl, company }: MetaArgs): PageMeta {
  return { jsonLd: [websiteJsonLd(publicUrl), organizationJsonLd(publicUrl, company)] };
}

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1 className="hero__title">{t('home.heroTitle')}</h1>
        <p className="hero__text">{t('home.heroText')}</p>
        <div className="hero__actions">
          <Link className="button" to={pathTo('cart')}>
            {t('home.viewProducts')}
          </Link>
          <Link className="button button--secondary" to={pathTo('juices')}>
            {t('home.exploreJuices')}
          </Link>
          <Link className="button button--ghost" to={pathTo('our-story')}>
            {t('home.ourStory')}
          </Link>
        </div>
      </section>
      <Slideshow />
      <section className="flavours" aria-labelledby="flavours-title">
        <h2 id="flavours-title">{t('home.flavoursTitle')}</h2>
        <ul className="flavour-cards">
          {FLAVOURS.map((key, index) => {
            const product = getProductByKey(key);
            if (!product) return null;
            return (
              <li key={key} className="flavour-card">
                <Link to={product.link}>
                  <FlavourImage productKey={key} src={productImages(product).product} eager={index < 2} />
                  <span className="flavour-card__name">{t(`products.${key}.displayName`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/** A flavour card's picture: the card (or bottle) photo, else the bottle artwork. */
function FlavourImage({ productKey, src, eager }: { productKey: string; src: string; eager: boolean }) {
  const photo = usePhoto(productKey, 'card', 'bottle');
  const { width, height } = PRODUCT_IMAGE_SIZE;
  if (photo) return <Picture photo={photo} sizes="(max-width: 767px) 45vw, 220px" alt="" width={width} height={height} eager={eager} />;
  return <img src={src} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
