// /juices ('Our Premium Juices'): filter buttons and 'Load More', both in the
// URL (?filter=berry&show=8) so the server renders them and they can be shared.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useSearchParams } from 'react-router';

import { productImages, productsIn } from '../../shared/catalogue';
import { productName } from '../../shared/product-name';
import { JUICE_FILTERS, type JuiceFilter, juiceListView, parseJuiceFilter, parseShowCount } from '../../shared/search';
import { availabilityIn } from '../../shared/stock';
import { loadStock } from '../api/stock';
import { Link } from '../components/Link';
import { NutritionFacts } from '../components/shop/NutritionFacts';
import { productStock } from '../components/shop/product-stock';
import { CARD_ROLES, ProductPhoto } from '../components/shop/ProductPhoto';
import { stockText } from '../components/shop/stock-text';
import { useProductTexts } from '../hooks/useProductTexts';
import { services } from '../router/app-context';

export async function loader({ context }: LoaderFunctionArgs) {
  return { stock: productStock(productsIn('subJuice'), await loadStock(services(context))) };
}

export default function JuicesRoute() {
  const { t, i18n } = useTranslation();
  const { stock } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const texts = useProductTexts();
  const filter = parseJuiceFilter(params.get('filter'));
  const show = parseShowCount(params.get('show'));
  const view = juiceListView(filter, show, texts);

  const link = (nextFilter: JuiceFilter, nextShow?: number) => {
    const next = new URLSearchParams();
    if (nextFilter !== 'all') next.set('filter', nextFilter);
    if (nextShow && nextShow > 4) next.set('show', String(nextShow));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <section className="juices-page">
      <h1>{t('juices.title')}</h1>
      <p className="juices-page__intro">{t('juices.intro')}</p>
      <nav className="juice-filters" aria-label={t('juices.filters')}>
        {JUICE_FILTERS.map((f) => (
          <Link key={f} to={link(f)} replace preventScrollReset className="chip" aria-current={filter === f ? 'true' : undefined}>
            {t(`juices.filter.${f}`)}
          </Link>
        ))}
      </nav>
      {view.items.length === 0 ? (
        <p className="shop-message">{t('juices.none')}</p>
      ) : (
        <ul className="juice-list">
          {view.items.map((p, i) => {
            const name = productName(t, p);
            const sizes = p.sizes
              .map((s, index) => ({ s, text: stockText(t, i18n.language, availabilityIn(stock, p.id, index)) }))
              .sort((a, b) => a.s.value - b.s.value)
              .map(({ s, text }) => (text ? `${s.size} (${text})` : s.size))
              .join(', ');
            return (
              <li key={p.id} className="juice-card">
                <ProductPhoto
                  productKey={p.key}
                  roles={CARD_ROLES}
                  sizes="160px"
                  src={productImages(p).product}
                  alt=""
                  width={160}
                  height={240}
                  eager={i < 2}
                  className="juice-card__image"
                />
                <div className="juice-card__body">
                  <h2 className="juice-card__name">{name}</h2>
                  <p>{t(`products.${p.key}.description`)}</p>
                  <p className="juice-card__sizes">{t('juices.sizes', { sizes })}</p>
                  {p.nutrition && <NutritionFacts nutrition={p.nutrition} headingLevel={3} />}
                  <h3 className="juice-card__subtitle">{t('product.ingredientsTitle')}</h3>
                  <p>{t(`products.${p.key}.ingredients`)}</p>
                  <Link className="button" to={p.link}>
                    {t('juices.viewDetails')}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="juices-page__count" aria-live="polite">
        {t('juices.showing', { shown: view.items.length, total: view.total })}
      </p>
      {view.hasMore && (
        <Link className="button button--secondary juices-page__more" to={link(filter, view.nextShow)} replace preventScrollReset>
          {t('juices.loadMore')}
        </Link>
      )}
    </section>
  );
}
