// What a cart form asks for, read from its fields. The same reading serves the
// action that applies it (server or browser) and the optimistic view of a
// submission still under way (client/hooks/useCart.ts).
import { type CartAction, type CartState, isOverLineLimit, lineId, parseProductPageQuantity, parseQuantity } from './cart';

export const CART_INTENTS = ['add', 'set', 'increment', 'decrement', 'remove', 'clear'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

interface Fields {
  get(name: string): unknown;
}

const text = (form: Fields, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 50) : '';
};
const int = (form: Fields, name: string): number | null => {
  const value = text(form, name);
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
};

/** A `set` whose typed quantity is above the per-line limit. */
export function asksOverLineLimit(form: Fields): boolean {
  return text(form, 'intent') === 'set' && isOverLineLimit(text(form, 'quantity'));
}

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/**
 * The cart action a submitted form stands for, or null when it is malformed.
 * `set` takes the typed quantity: on product pages (`rule=product`) anything
 * invalid becomes 1; elsewhere an invalid entry keeps the line as it is. A
 * quantity above the per-line limit changes nothing (the action says why).
 */
export function cartActionFromForm(form: Fields, cart: CartState): CartAction | null {
  const intent = text(form, 'intent');
  if (intent === 'clear') return { type: 'clear' };
  const productId = int(form, 'productId');
  const sizeIndex = int(form, 'sizeIndex');
  if (productId === null || sizeIndex === null) return null;
  const id = lineId(productId, sizeIndex);
  switch (intent) {
    case 'add':
      return { type: 'add', productId, sizeIndex, quantity: 1 };
    case 'set': {
      const typed = text(form, 'quantity');
      if (isOverLineLimit(typed)) return null;
      if (text(form, 'rule') === 'product') return { type: 'setQuantity', productId, sizeIndex, quantity: parseProductPageQuantity(typed) };
      const quantity = parseQuantity(typed);
      const current = cart.lines.find((l) => l.id === id)?.quantity ?? 0;
      return { type: 'setQuantity', productId, sizeIndex, quantity: quantity ?? current };
    }
    case 'increment':
      return { type: 'increment', id };
    case 'decrement':
      return { type: 'decrement', id };
    case 'remove':
      return { type: 'remove', id };
    default:
      return null;
  }
}
