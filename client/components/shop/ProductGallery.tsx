// Main image with its thumbnails (bottle, label, close-up). A thumbnail swaps
// the main image; on desktop the thumbnail column scrolls 80 px per button.
// The main image comes first in the document: a streamed page painted before
// the thumbnails arrive then never has them jump down (CSS places the column).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Product, PRODUCT_IMAGE_SIZE, productImages } from '../../../shared/catalogue';
import { findPhoto } from '../../../shared/photos';
import { useBoot } from '../../context/boot';
import { Picture } from '../Picture';
import { ProductImage } from './ProductImage';

export const THUMB_SCROLL_PX = 80;
const KINDS = ['product', 'label', 'small'] as const;
type Kind = (typeof KINDS)[number];
/** The operator's photo role of each kind of artwork. */
const ROLE = { product: 'bottle', label: 'label', small: 'close-up' } as const satisfies Record<Kind, string>;
/**
 * The main image's box (client/styles/shop.css, measured in Chromium): the
 * phone column less its padding up to 320 px, about a third of a tablet's
 * width beside the details, 320 px from 1000 px up.
 */
export const MAIN_IMAGE_SIZES = '(max-width: 351px) calc(100vw - 2rem), (max-width: 767px) 320px, (max-width: 999px) 32vw, 320px';

export function ProductGallery({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Kind>('product');
  const list = useRef<HTMLUListElement>(null);
  const images = productImages(product);
  const photos = useBoot().photos;
  const photoOf = (kind: Kind) => findPhoto(photos, product.key, ROLE[kind]);
  const main = photoOf(selected);
  const mainHeight = selected === 'small' ? PRODUCT_IMAGE_SIZE.width : PRODUCT_IMAGE_SIZE.height;
  const mainAlt = t('product.imageAlt', { name, kind: t(`product.imageKinds.${selected}`) });
  const thumb = (kind: Kind) => {
    const photo = photoOf(kind);
    const height = kind === 'small' ? 64 : 96;
    // Lazy though on screen: fetched after the first layout, so they do not share the main image's first round trips.
    return photo ? <Picture photo={photo} sizes="64px" alt="" width={64} height={height} /> : <ProductImage src={images[kind]} alt="" width={64} height={height} />;
  };
  const scroll = (dy: number) => list.current?.scrollBy({ top: dy, behavior: 'smooth' });
  return (
    <div className="gallery">
      <div className="gallery__main">
        {main ? (
          <Picture key={selected} photo={main} sizes={MAIN_IMAGE_SIZES} alt={mainAlt} width={PRODUCT_IMAGE_SIZE.width} height={mainHeight} priority className="gallery__image" />
        ) : (
          <ProductImage
            key={selected}
            src={images[selected]}
            alt={mainAlt}
            width={PRODUCT_IMAGE_SIZE.width}
            height={mainHeight}
            eager
            fetchPriority="high"
            className="gallery__image"
          />
        )}
      </div>
      <div className="gallery__thumbs">
        <button type="button" className="gallery__scroll" aria-label={t('product.scrollUp')} onClick={() => scroll(-THUMB_SCROLL_PX)}>
          ▲
        </button>
        <ul className="gallery__list" ref={list} aria-label={t('product.images')}>
          {KINDS.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={selected === kind}
                aria-label={t('product.showImage', { kind: t(`product.imageKinds.${kind}`) })}
                onClick={() => setSelected(kind)}
              >
                {thumb(kind)}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="gallery__scroll" aria-label={t('product.scrollDown')} onClick={() => scroll(THUMB_SCROLL_PX)}>
          ▼
        </button>
      </div>
    </div>
  );
}
