// minus / quantity input / plus as one cart form. The input keeps what the
// shopper types until they leave it or press Enter; then the form posts it and
// the cart's rule decides (a number > 0, or 1 on product pages). Without
// JavaScript, Enter posts the typed number (the hidden first button) and the
// buttons post their step. A number above the per-line limit is refused with
// a message naming the limit (under the box at once, and from the action).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import { isOverLineLimit, MAX_LINE_QUANTITY, parseProductPageQuantity, parseQuantity } from '../../../shared/cart';
import { CsrfField } from '../../context/boot';
import { useCartAction } from '../../hooks/useCartAction';
import { LineFields } from './cart-form-fields';

export interface QuantityControlProps {
  productId: number;
  sizeIndex: number;
  quantity: number;
  /** What the quantity is of, for screen readers ('Mango Juice, 250ml'). */
  label: string;
  /** Product pages turn an invalid entry into 1; the cart keeps the line as it was. */
  rule: 'product' | 'line';
}

export function QuantityControl({ productId, sizeIndex, quantity, label, rule }: QuantityControlProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const action = useCartAction();
  const setButton = useRef<HTMLButtonElement>(null);
  const limitId = useId();
  const [text, setText] = useState(String(quantity));
  const [refused, setRefused] = useState(false);
  // A new quantity from the cart updates the box (adjusted while rendering).
  const [shownQuantity, setShownQuantity] = useState(quantity);
  if (quantity !== shownQuantity) {
    setShownQuantity(quantity);
    setText(boxTextAfterCartChange(text, shownQuantity, quantity));
  }
  const overLimit = isOverLineLimit(text) || refused;
  return (
    <div className="quantity-field" role="group" aria-label={`${t('product.quantity')}: ${label}`}>
      <fetcher.Form
        method="post"
        action={action}
        noValidate
        className="quantity"
        onSubmit={(e) => {
          // Enter or leaving the box posts through the hidden button; nothing to post if nothing changed.
          if (e.nativeEvent.submitter !== setButton.current) return;
          if (text.trim() === String(quantity)) {
            e.preventDefault();
            return;
          }
          // The box shows at once what the cart's rule makes of the entry (an invalid one included).
          setRefused(isOverLineLimit(text));
          if (isOverLineLimit(text)) setText(String(quantity));
          else setText(String(rule === 'product' ? parseProductPageQuantity(text) : (parseQuantity(text) ?? quantity)));
        }}
      >
        <CsrfField />
        <LineFields productId={productId} sizeIndex={sizeIndex} />
        <input type="hidden" name="rule" value={rule} />
        <button ref={setButton} type="submit" name="intent" value="set" className="visually-hidden" tabIndex={-1}>
          {t('cart.update')}
        </button>
        <button type="submit" name="intent" value="decrement" className="quantity__button" aria-label={`${t('product.decrease')}: ${label}`}>
          −
        </button>
        <input
          className="quantity__input"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={text}
          aria-label={`${t('product.quantity')}: ${label}`}
          aria-invalid={isOverLineLimit(text) || undefined}
          aria-describedby={overLimit ? limitId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setRefused(false);
          }}
          onBlur={() => {
            if (text.trim() !== String(quantity)) setButton.current?.click();
          }}
        />
        <button
          type="submit"
          name="intent"
          value="increment"
          className="quantity__button"
          aria-label={`${t('product.increase')}: ${label}`}
          disabled={quantity >= MAX_LINE_QUANTITY}
        >
          +
        </button>
      </fetcher.Form>
      {overLimit && (
        <p id={limitId} className="quantity__limit" role="alert">
          {t('cart.overLineLimit', { max: MAX_LINE_QUANTITY })}
        </p>
      )}
    </div>
  );
}

/**
 * What the box shows when the cart's quantity changes from `before` to `after`:
 * the new quantity, unless the shopper is typing another number (an earlier
 * submission that lands meanwhile must not overwrite what they typed).
 */
export function boxTextAfterCartChange(text: string, before: number, after: number): string {
  return text.trim() === String(before) ? String(after) : text;
}
