// A search result: picture, name, the first size's MRP and price, link to the product.
import { useTranslation } from 'react-i18next';

import { type Product, productImages } from '../../../shared/catalogue';
import { formatINR, toPaise } from '../../../shared/money';
import { productName } from '../../../shared/product-name';
import { availabilityIn } from '../../../shared/stock';
import { Link } from '../Link';
import { CARD_ROLES, ProductPhoto } from '../shop/ProductPhoto';
import { useStock } from '../shop/stock-context';
import { stockText } from '../shop/stock-text';

export function ResultCard({ product, eager }: { product: Product; eager: boolean }) {
  const { t, i18n } = useTranslation();
  const first = product.sizes[0];
  const name = productName(t, product);
  const stock = useStock();
  // Each size with something to say: out of stock, out of season, few left.
  const note = product.sizes
    .flatMap((s, i) => {
      const text = stockText(t, i18n.language, availabilityIn(stock, product.id, i));
      return text ? [`${s.size}: ${text}`] : [];
    })
    .join(' · ');
  return (
    <Link className="result-card" to={product.link}>
      <ProductPhoto productKey={product.key} roles={CARD_ROLES} sizes="120px" src={productImages(product).product} alt="" width={120} height={180} eager={eager} />
      <span className="result-card__name">{name}</span>
      {first && (
        <span className="result-card__prices">
          <s>
            <span className="visually-hidden">{t('search.mrp')} </span>
            {formatINR(toPaise(first.originalPrice), i18n.language)}
          </s>{' '}
          <strong>
            <span className="visually-hidden">{t('search.price')} </span>
            {formatINR(toPaise(first.cutoffPrice), i18n.language)}
          </strong>{' '}
          <span className="result-card__size">{first.size}</span>
        </span>
      )}
      {note && <span className="result-card__stock">{note}</span>}
    </Link>
  );
}

export function ResultSkeleton() {
  return (
    <ul className="result-grid" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="result-card result-card--skeleton" />
      ))}
    </ul>
  );
}
