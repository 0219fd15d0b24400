// 'Add to Cart', or minus / quantity / plus once the size is in the cart.
// Product pages add with quantity 1 and turn an invalid typed entry into 1;
// store cards add to an existing line and ignore an invalid entry.
import { useTranslation } from 'react-i18next';
import { lineId, parseProductPageQuantity, parseQuantity, quantityOf } from '../../../shared/cart';
import { useCart } from '../../context/cart';
import { QuantityControl } from './QuantityControl';

export interface CartControlProps {
  productId: number;
  sizeIndex: number;
  label: string;
  mode: 'product-page' | 'store';
}

export function CartControl({ productId, sizeIndex, label, mode }: CartControlProps) {
  const { t } = useTranslation();
  const { cart, dispatch } = useCart();
  const quantity = quantityOf(cart, productId, sizeIndex);
  const set = (q: number) => dispatch({ type: 'setQuantity', productId, sizeIndex, quantity: q });
  if (quantity === 0) {
    return (
      <button
        type="button"
        className="button add-to-cart"
        onClick={() => (mode === 'product-page' ? set(1) : dispatch({ type: 'add', productId, sizeIndex, quantity: 1 }))}
      >
        {t('product.addToCart')}
        <span className="visually-hidden">: {label}</span>
      </button>
    );
  }
  return (
    <QuantityControl
      quantity={quantity}
      label={label}
      onDecrease={() => set(quantity - 1)}
      onIncrease={() => dispatch({ type: 'increment', id: lineId(productId, sizeIndex) })}
      onTyped={(text) => {
        const next = mode === 'product-page' ? parseProductPageQuantity(text) : (parseQuantity(text) ?? quantity);
        set(next);
        return next;
      }}
    />
  );
}
