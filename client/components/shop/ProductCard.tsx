// A product in the store and category grids: picture, name, size select,
// prices and the cart control for the chosen size. The select belongs to the
// add form (form="..."), so without JavaScript the chosen size is what is added;
// when the first size is in the cart already, its stepper shows and the add
// form stays beside it in <noscript> (client/components/shop/CartControl.tsx).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Product, productImages } from '../../../shared/catalogue';
import { formatINR, toPaise } from '../../../shared/money';
import { productName } from '../../../shared/product-name';
import { availabilityIn, canSell } from '../../../shared/stock';
import { Hole, Shared } from '../../render-pass';
import { Link } from '../Link';
import { CartControl } from './CartControl';
import { PriceBlock } from './PriceBlock';
import { CARD_ROLES, ProductPhoto } from './ProductPhoto';
import { useStock } from './stock-context';
import { stockNote, stockText } from './stock-text';

export const CARD_IMAGE = { width: 160, height: 240 } as const;

export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: Product; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const stock = useStock();
  const sellable = (i: number) => canSell(availabilityIn(stock, product.id, i), 1);
  const [sizeIndex, setSizeIndex] = useState(() =>
    Math.max(
      0,
      product.sizes.findIndex((_, i) => sellable(i)),
    ),
  );
  const selectId = useId();
  const formId = `${selectId}-add`;
  const size = product.sizes[sizeIndex];
  const name = productName(t, product);
  const Heading = `h${headingLevel}` as 'h3';
  const image = (
    <ProductPhoto
      productKey={product.key}
      roles={CARD_ROLES}
      sizes={`${CARD_IMAGE.width}px`}
      src={productImages(product).product}
      alt=""
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      eager={eager}
    />
  );
  return (
    <article className="product-card">
      <Shared>
        {product.link ? (
          <Link to={product.link} className="product-card__image" tabIndex={-1} aria-hidden="true">
            {image}
          </Link>
        ) : (
          <div className="product-card__image">{image}</div>
        )}
        <Heading className="product-card__name">{product.link ? <Link to={product.link}>{name}</Link> : name}</Heading>
        <p className="product-card__description">{t(`products.${product.key}.description`)}</p>
      </Shared>
      {size && !product.sizes.some((_, i) => sellable(i)) ? (
        <>
          <PriceBlock size={size} compact />
          <p className="product-card__unavailable">{stockText(t, i18n.language, availabilityIn(stock, product.id, sizeIndex))}</p>
        </>
      ) : size ? (
        <>
          <Shared>
            <SizeSelect product={product} selectId={selectId} formId={formId} sizeIndex={sizeIndex} onChange={setSizeIndex} />
            <PriceBlock size={size} compact />
          </Shared>
          <Hole>
            <CartControl productId={product.id} sizeIndex={sizeIndex} label={`${name}, ${size.size}`} mode="store" formId={formId} name={name} />
          </Hole>
        </>
      ) : (
        <p className="product-card__missing">{t('product.sizeMissing')}</p>
      )}
    </article>
  );
}

/** The size to add, in the add form (form=): the same for every shopper, so the holes pass never renders it. */
function SizeSelect({ product, selectId, formId, sizeIndex, onChange }: { product: Product; selectId: string; formId: string; sizeIndex: number; onChange: (i: number) => void }) {
  const { t, i18n } = useTranslation();
  const stock = useStock();
  return (
    <label className="product-card__size" htmlFor={selectId}>
      <span>{t('store.size')}</span>
      <select id={selectId} name="sizeIndex" form={formId} value={sizeIndex} onChange={(e) => onChange(Number(e.target.value))}>
        {product.sizes.map((s, i) => (
          <option key={s.size} value={i} disabled={!canSell(availabilityIn(stock, product.id, i), 1)}>
            {t('store.sizeOption', { size: s.size, price: formatINR(toPaise(s.cutoffPrice), i18n.language) })}
            {stockNote(t, i18n.language, availabilityIn(stock, product.id, i))}
          </option>
        ))}
      </select>
    </label>
  );
}
