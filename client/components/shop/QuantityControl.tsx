// minus / quantity input / plus. The input keeps what the shopper types until
// they leave it or press Enter; then the caller's rule decides (a number > 0, or
// 1 on product pages) and an invalid entry falls back.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '../../../shared/cart';

export interface QuantityControlProps {
  quantity: number;
  /** What the quantity is of, for screen readers ('Mango Juice, 250ml'). */
  label: string;
  onDecrease(): void;
  onIncrease(): void;
  /** A typed value; return the quantity actually kept. */
  onTyped(text: string): number;
}

export function QuantityControl({ quantity, label, onDecrease, onIncrease, onTyped }: QuantityControlProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const commit = () => setText(String(onTyped(text)));
  return (
    <div className="quantity" role="group" aria-label={`${t('product.quantity')}: ${label}`}>
      <button type="button" className="quantity__button" aria-label={`${t('product.decrease')}: ${label}`} onClick={onDecrease}>
        −
      </button>
      <input
        className="quantity__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        value={text}
        aria-label={`${t('product.quantity')}: ${label}`}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="quantity__button"
        aria-label={`${t('product.increase')}: ${label}`}
        onClick={onIncrease}
        disabled={quantity >= MAX_LINE_QUANTITY}
      >
        +
      </button>
    </div>
  );
}
