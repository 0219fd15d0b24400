// 'Add to Cart', or minus / quantity / plus once the size is in the cart — both
// real forms posting to the cart's action. Product pages add with quantity 1
// and turn an invalid typed entry into 1; store cards add one to the line, of
// the size their select chose (without JavaScript too: see `name`).
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import { quantityOf } from '../../../shared/cart';
import { CsrfField } from '../../context/boot';
import { useCart } from '../../hooks/useCart';
import { useCartAction } from '../../hooks/useCartAction';
import { LineFields, ReturnHere } from './cart-form-fields';
import { QuantityControl } from './QuantityControl';

export interface CartControlProps {
  productId: number;
  sizeIndex: number;
  label: string;
  mode: 'product-page' | 'store';
  /** The id the add form gets, so a size select elsewhere can belong to it (form="..."). */
  formId?: string;
  /**
   * With formId: the product's name. Without JavaScript the select cannot swap the stepper
   * for another size's control, so the add form stays beside it (in <noscript>) and adds
   * the size chosen there: its button names the product, not the stepper's size.
   */
  name?: string;
}

export function CartControl({ productId, sizeIndex, label, mode, formId, name }: CartControlProps) {
  const { t } = useTranslation();
  const { cart } = useCart();
  const fetcher = useFetcher();
  const action = useCartAction();
  const quantity = quantityOf(cart, productId, sizeIndex);
  const add = (what: string) => (
    <fetcher.Form method="post" action={action} id={formId} className="add-to-cart-form">
      <CsrfField />
      {formId ? (
        <>
          <input type="hidden" name="productId" value={productId} />
          <ReturnHere />
        </>
      ) : (
        <LineFields productId={productId} sizeIndex={sizeIndex} />
      )}
      {mode === 'product-page' ? (
        <>
          <input type="hidden" name="quantity" value="1" />
          <input type="hidden" name="rule" value="product" />
        </>
      ) : null}
      <button type="submit" name="intent" value={mode === 'product-page' ? 'set' : 'add'} className="button add-to-cart">
        {t('product.addToCart')}
        <span className="visually-hidden">: {what}</span>
      </button>
    </fetcher.Form>
  );
  if (quantity > 0) {
    return (
      <>
        <QuantityControl productId={productId} sizeIndex={sizeIndex} quantity={quantity} label={label} rule={mode === 'product-page' ? 'product' : 'line'} />
        {name && <noscript>{add(name)}</noscript>}
      </>
    );
  }
  return add(label);
}
