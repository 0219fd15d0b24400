// One cart line: picture, name, size, unit price, quantity control, line total, remove.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseQuantity, type ResolvedLine } from '../../../shared/cart';
import { productImages } from '../../../shared/catalogue';
import { formatINR, toPaise } from '../../../shared/money';
import { useCart } from '../../context/cart';
import { ProductImage } from './ProductImage';
import { QuantityControl } from './QuantityControl';
import { productName } from './product-name';

export function CartLineItem({ line }: { line: ResolvedLine }) {
  const { t, i18n } = useTranslation();
  const { dispatch } = useCart();
  const name = productName(t, line.product);
  const label = `${name}, ${line.size.size}`;
  const lng = i18n.language;
  return (
    <li className="cart-line" data-line-id={line.id}>
      <ProductImage src={productImages(line.product).small} alt="" width={72} height={72} eager className="cart-line__image" />
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.product.link ? <Link to={line.product.link}>{name}</Link> : name}</h2>
        <p className="cart-line__meta">
          {t('cart.size', { size: line.size.size })} · {t('cart.each', { price: formatINR(toPaise(line.size.cutoffPrice), lng) })}
        </p>
      </div>
      <QuantityControl
        quantity={line.quantity}
        label={label}
        onDecrease={() => dispatch({ type: 'decrement', id: line.id })}
        onIncrease={() => dispatch({ type: 'increment', id: line.id })}
        onTyped={(text) => {
          const q = parseQuantity(text);
          if (q === null) return line.quantity;
          dispatch({ type: 'setQuantity', productId: line.productId, sizeIndex: line.sizeIndex, quantity: q });
          return q;
        }}
      />
      <p className="cart-line__total">{formatINR(toPaise(line.size.cutoffPrice) * line.quantity, lng)}</p>
      <button
        type="button"
        className="link-button cart-line__remove"
        aria-label={t('cart.removeItem', { name, size: line.size.size })}
        onClick={() => dispatch({ type: 'remove', id: line.id })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
