// The cart as the page shows it: the lines the root loader read from the cart
// cookie, with every cart submission still under way already applied (the
// optimistic view), and the totals of shared/pricing.
import { useMemo } from 'react';
import { useFetchers } from 'react-router';

import { cartReducer, type CartState, cartTotals } from '../../shared/cart';
import { cartActionFromForm } from '../../shared/cart-form';
import { splitLanguagePrefix } from '../../shared/language-path';
import { COUPON_CODE, isValidCoupon, type Totals } from '../../shared/pricing';
import { pathTo } from '../../shared/routes';
import { useRootData } from './useRootData';

export interface CartView {
  cart: CartState;
  totals: Totals;
  /** The applied coupon code, or null. */
  coupon: string | null;
}

const CART_PATH = pathTo('shopping-cart').toLowerCase();

/** Whether a form posts to the cart's action (under any language prefix). */
export function isCartAction(formAction: string | undefined): boolean {
  if (!formAction) return false;
  const { pathname } = new URL(formAction, 'http://local.invalid');
  return splitLanguagePrefix(pathname).rest.toLowerCase() === CART_PATH;
}

export function useCart(): CartView {
  const root = useRootData();
  const fetchers = useFetchers();
  return useMemo(() => {
    let cart: CartState = { lines: root.cart };
    let coupon = root.coupon;
    for (const f of fetchers) {
      if (f.state === 'idle' || !f.formData || !isCartAction(f.formAction)) continue;
      const intent = f.formData.get('intent');
      const code = f.formData.get('code');
      if (intent === 'coupon') coupon = isValidCoupon(typeof code === 'string' ? code : '') ? COUPON_CODE : coupon;
      else if (intent === 'remove-coupon') coupon = null;
      else {
        const action = cartActionFromForm(f.formData, cart);
        if (action) cart = cartReducer(cart, action);
      }
    }
    if (cart.lines.length === 0) coupon = null;
    return { cart, coupon, totals: cartTotals(cart, coupon !== null) };
  }, [root.cart, root.coupon, fetchers]);
}
