// The cart store: the shared reducer, started from the lines the server read
// from the cart cookie, written back to that cookie on every change, plus the
// coupon (memory only: it is re-entered after a reload, as in the spec).
// see docs/decisions/011-cart-in-a-cookie.md
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { cartReducer, cartTotals, type CartAction, type CartState } from '../../shared/cart';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, encodeCart } from '../../shared/cart-cookie';
import { COUPON_CODE, isValidCoupon, type Totals } from '../../shared/pricing';
import { useBoot } from './boot';

export interface CartContextValue {
  cart: CartState;
  totals: Totals;
  dispatch: Dispatch<CartAction>;
  /** The applied coupon code, or null. */
  coupon: string | null;
  /** Applies the code when it is valid; returns whether it was. */
  applyCoupon(code: string): boolean;
  removeCoupon(): void;
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
  const [coupon, setCoupon] = useState<string | null>(null);
  const applyCoupon = useCallback((code: string) => {
    const ok = isValidCoupon(code);
    if (ok) setCoupon(COUPON_CODE);
    return ok;
  }, []);
  const removeCoupon = useCallback(() => setCoupon(null), []);
  const value = useMemo(
    () => ({ cart, totals: cartTotals(cart, coupon !== null), dispatch, coupon, applyCoupon, removeCoupon }),
    [cart, coupon, applyCoupon, removeCoupon],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart outside CartProvider');
  return ctx;
}
