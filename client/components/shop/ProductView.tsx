// One product page for every product: gallery, title, sizes, prices, cart
// control and the information tabs. Fed by the catalogue; the states of the
// spec ('Product not found!', 'Size data missing!', 'N/A') are part of it. The
// chosen size lives in the URL (?size=1), so it is server-rendered and a size
// link works without JavaScript.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { quantityOf } from '../../../shared/cart';
import type { Product } from '../../../shared/catalogue';
import { formatINRShort, toPaise } from '../../../shared/money';
import { productName } from '../../../shared/product-name';
import { pathTo } from '../../../shared/routes';
import { availabilityIn, canSell, type StockView } from '../../../shared/stock';
import { useCart } from '../../hooks/useCart';
import { Hole, Shared } from '../../render-pass';
import { Link } from '../Link';
import { BackInStockForm } from './BackInStockForm';
import { CartControl } from './CartControl';
import { DeliveryPromise } from './DeliveryPromise';
import { NutritionFacts } from './NutritionFacts';
import { PriceBlock } from './PriceBlock';
import { ProductDeclarations } from './ProductDeclarations';
import { ProductGallery } from './ProductGallery';
import { stockText } from './stock-text';
import { type TabItem, Tabs } from './Tabs';
import { unitPriceText } from './unit-price';

export interface ProductViewProps {
  product: Product | undefined;
  sizeIndex: number;
  /** What staff set for the sizes (shared/stock.ts); none: all in stock. */
  stock?: StockView;
  /** The shopper has just asked to hear when a size is back. */
  notified?: boolean;
}

export function ProductView({ product, sizeIndex, stock, notified = false }: ProductViewProps) {
  const { t } = useTranslation();
  if (!product) {
    return (
      <section className="shop-message" role="alert">
        <h1>{t('product.notFound')}</h1>
      </section>
    );
  }
  // Each part is its own component, so a pass that skips the shared parts (client/render-pass) never computes them.
  const name = productName(t, product);
  const size = product.sizes[sizeIndex];
  const unavailable = product.sizes.flatMap((_, i) => (canSell(availabilityIn(stock, product.id, i), 1) ? [] : [i]));

  return (
    <article className="product-page">
      <Shared>
        <ProductGallery product={product} name={name} />
      </Shared>
      <div className="product-page__details">
        <Shared>
          <ProductTitle name={name} size={size} />
        </Shared>
        {product.sizes.length === 0 || !size ? (
          <p className="shop-message" role="alert">
            {t('product.sizeMissing')}
          </p>
        ) : (
          <>
            <Shared>
              <SizeChoices product={product} sizeIndex={sizeIndex} stock={stock} />
            </Shared>
            {/* The prices are for the quantity in the cart, and the promise for the shopper's PIN. */}
            <Hole>
              <BuyBox product={product} size={size} sizeIndex={sizeIndex} stock={stock} name={name} />
            </Hole>
            {unavailable.length > 0 && <BackInStockForm product={product} sizes={unavailable} chosen={sizeIndex} notified={notified} />}
          </>
        )}
        <Shared>
          <ProductFacts product={product} size={size} name={name} />
        </Shared>
      </div>
    </article>
  );
}

function ProductTitle({ name, size }: { name: string; size: Product['sizes'][number] | undefined }) {
  const { t, i18n } = useTranslation();
  const unit = unitPriceText(t, size, i18n.language);
  const title = t('product.title', { name, size: size?.size ?? t('product.na'), unitPrice: unit ?? t('product.na') });
  return (
    <h1 className="product-page__title">
      <TitleWithUnitPrice title={title} unitPrice={unit} />
    </h1>
  );
}

/** The prices for the quantity in the cart (1 when the size is not in it yet), the cart control and the delivery promise. */
function BuyBox({ product, size, sizeIndex, stock, name }: { product: Product; size: Product['sizes'][number]; sizeIndex: number; stock: StockView | undefined; name: string }) {
  const { t, i18n } = useTranslation();
  const { cart } = useCart();
  const quantity = Math.max(1, quantityOf(cart, product.id, sizeIndex));
  const savings = toPaise(size.discount) * quantity;
  return (
    <>
      <PriceBlock size={size} quantity={quantity} />
      <p className="product-page__taxes">{t('product.inclusive')}</p>
      {savings > 0 && <p className="product-page__savings">{t('product.savings', { amount: formatINRShort(savings, i18n.language) })}</p>}
      <div className="product-page__buy">
        {canSell(availabilityIn(stock, product.id, sizeIndex), 1) ? (
          <CartControl productId={product.id} sizeIndex={sizeIndex} label={`${name}, ${size.size}`} mode="product-page" />
        ) : (
          <p className="product-page__unavailable" role="status">
            {t('stock.sizeUnavailable', { size: size.size, reason: stockText(t, i18n.language, availabilityIn(stock, product.id, sizeIndex)) })}
          </p>
        )}
      </div>
      <DeliveryPromise />
    </>
  );
}

/** The sizes to choose from (a link each, or why one cannot be bought): the same for every shopper. */
function SizeChoices({ product, sizeIndex, stock }: { product: Product; sizeIndex: number; stock: StockView | undefined }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="sizes" role="group" aria-labelledby="product-sizes">
      <p id="product-sizes" className="sizes__legend">
        {t('product.sizes')}
      </p>
      {product.sizes.map((s, i) => {
        const why = stockText(t, i18n.language, availabilityIn(stock, product.id, i));
        // A size that cannot be bought is not a choice: it says why instead.
        return canSell(availabilityIn(stock, product.id, i), 1) ? (
          <Link
            key={s.size}
            to={i === 0 ? pathname : `${pathname}?size=${i}`}
            replace
            preventScrollReset
            className="sizes__button"
            aria-current={i === sizeIndex ? 'true' : undefined}
          >
            {s.size}
            {why && <span className="sizes__note">{why}</span>}
          </Link>
        ) : (
          <span key={s.size} className="sizes__button sizes__button--unavailable" aria-disabled="true" aria-current={i === sizeIndex ? 'true' : undefined}>
            {s.size}
            <span className="sizes__note">{why}</span>
          </span>
        );
      })}
    </div>
  );
}

/** The vegetarian mark, the declarations and the information tabs: the same for every shopper. */
function ProductFacts({ product, size, name }: { product: Product; size: Product['sizes'][number] | undefined; name: string }) {
  const { t } = useTranslation();
  const tabs: TabItem[] = [
    {
      id: 'description',
      label: t('product.tabs.description'),
      content: (
        <>
          <p>{t(`products.${product.key}.description`)}</p>
          {product.nutrition && <NutritionFacts nutrition={product.nutrition} headingLevel={2} />}
          {product.category === 'subJuice' && (
            <>
              <h2 className="tabs__heading">{t('product.ingredientsTitle')}</h2>
              <p>{t(`products.${product.key}.ingredients`)}</p>
            </>
          )}
        </>
      ),
    },
  ];
  if (product.key === 'strawberry') {
    tabs.push({
      id: 'specifications',
      label: t('product.tabs.specifications'),
      content: (
        <dl className="specs">
          <dt>{t('product.specs.shelfLife')}</dt>
          <dd>{t('product.specs.shelfLifeValue')}</dd>
          <dt>{t('product.specs.storage')}</dt>
          <dd>{t('product.specs.storageValue')}</dd>
          <dt>{t('product.specs.ingredients')}</dt>
          <dd>{t('products.strawberry.ingredients')}</dd>
        </dl>
      ),
    });
  }
  tabs.push(
    { id: 'disclaimer', label: t('product.tabs.disclaimer'), content: <p>{t('product.disclaimer')}</p> },
    {
      id: 'info',
      label: t('product.tabs.info'),
      content: (
        <p>
          <Link to={pathTo('seller-information')}>{t('declarations.sellerLink')}</Link>
        </p>
      ),
    },
  );

  return (
    <>
      {product.vegetarianSymbol && (
        <p className="veg-mark">
          <span className="veg-mark__symbol" aria-hidden="true" />
          {t('product.vegetarian')}
        </p>
      )}
      {size && <ProductDeclarations product={product} size={size} />}
      <Tabs items={tabs} label={name} />
    </>
  );
}

/**
 * The title with its unit price in the body face: the price's ₹ and digits
 * would otherwise fetch Baloo 2's Latin Extended file (27 kB) on every product
 * page, and they are where the heading face and its fallback differ most in
 * width (docs/decisions/024-photos-and-brand-face.md).
 */
function TitleWithUnitPrice({ title, unitPrice }: { title: string; unitPrice: string | null }) {
  const at = unitPrice ? title.indexOf(unitPrice) : -1;
  if (!unitPrice || at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span className="product-page__unit-price">{unitPrice}</span>
      {title.slice(at + unitPrice.length)}
    </>
  );
}
