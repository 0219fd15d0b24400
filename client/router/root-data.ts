import type { SessionState } from '../../shared/boot';
import type { CartLine } from '../../shared/cart';
import type { Consent } from '../../shared/consent';
import type { FlashId } from '../../shared/flash';

/** The root loader's answer: what every page renders from (header, cart, consent). */
export interface RootData {
  session: SessionState;
  cart: CartLine[];
  coupon: string | null;
  consent: Consent;
  /** The message a form post left for this page (server only: without JavaScript). */
  flash: FlashId | null;
  /** The unread notification count, read on the server for a signed-in first paint. */
  unread: number | null;
  /** The PIN code the shopper delivers to (the pin cookie); absent when none is set. */
  pin?: string;
}
