// What the server hands the browser in the bootstrap script, so the first
// client render equals the server's HTML (same language, dictionary, build).
// What the page shows (session, cart, loader data) travels as the router's
// hydration data instead.
export interface SessionUser {
  name: string;
  email: string;
  isAccountVerified: boolean;
}

export type SessionState = { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

import type { CompanyFacts } from './company';
import type { PhotoManifest } from './photos';

export interface BootData {
  lng: string;
  /** 'admin' on the back office's pages, which have a frame of their own (client/admin). */
  area?: 'admin';
  /** The part of the language's dictionary this page shows (English filling any gap); the rest loads after hydration. */
  resources: Record<string, unknown>;
  publicUrl: string;
  ordering: boolean;
  /** Stylesheets of the build, rendered in <head> by the Document on both sides. */
  stylesheets: string[];
  /** The CSP nonce of this response, for JSON-LD blocks rendered by components; none for a page from the render cache. */
  nonce?: string;
  /** The language Accept-Language asked for: what a bare path falls back to in the browser too. */
  headerLanguage: string;
  /** The operator's company facts (footer, Organization JSON-LD). */
  company: CompanyFacts;
  /** brand-face-on.css, which sets the headings in the heading face: linked in <noscript> (with JavaScript the page's loader adds the same rule itself). */
  brandFaceStylesheet?: string;
  /** The operator's photos the build made (dist/photos.json); a role without one shows the generated art. */
  photos?: PhotoManifest;
  /** The form token of a page rendered for its request (shared/csrf.ts); none on a page from the render cache. */
  csrf?: string;
}

export const BOOT_GLOBAL = '__TOO_MORE_BOOT__';
