// The cart store: the shared reducer, started from the lines the server read
// from the cart cookie, written back to that cookie on every change.
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { cartReducer, cartTotals, type CartAction, type CartState } from '../../shared/cart';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, encodeCart } from '../../shared/cart-cookie';
import type { Totals } from '../../shared/pricing';
import { useBoot } from './boot';

export interface CartContextValue {
  cart: CartState;
  totals: Totals;
  dispatch: Dispatch<CartAction>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const boot = useBoot();
  const [cart, dispatch] = useReducer(cartReducer, { lines: boot.cart });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const value = encodeCart(cart.lines);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = value
      ? `${CART_COOKIE}=${value}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; SameSite=Lax${secure}`
      : `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }, [cart]);
  const value = useMemo(() => ({ cart, totals: cartTotals(cart), dispatch }), [cart]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart outside CartProvider');
  return ctx;
}
