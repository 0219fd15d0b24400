import type { CartLine } from './cart';
import type { Consent } from './consent';

// What the server hands the browser in the bootstrap script, so the first
// client render equals the server's HTML (same language, dictionary, session).
export interface SessionUser {
  name: string;
  email: string;
  isAccountVerified: boolean;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: SessionUser };

export interface BootData {
  lng: string;
  /** The language's dictionary with English filling any gap. */
  resources: Record<string, unknown>;
  publicUrl: string;
  ordering: boolean;
  session: SessionState;
  /** Stylesheets of the build, rendered in <head> by the Document on both sides. */
  stylesheets: string[];
  /** Lines read from the cart cookie (already sanitised). */
  cart: CartLine[];
  /** The visitor's cookie choices (Cookie Settings). */
  consent: Consent;
  /** The CSP nonce of this response, for JSON-LD blocks rendered by components. */
  nonce: string;
}

export const BOOT_GLOBAL = '__TOO_MORE_BOOT__';
