// The page in parts: what is the same for every shopper (Shared) and the few
// places that show one shopper's own things (Hole) — the header's cart and
// account, a message, a cart control, a page's signed-in content. The server
// renders a page's shell once with each hole left as a marker, and per request
// only the holes, into that shell (server/render/shell.ts). In the browser,
// and in a whole render, all three are plain fragments (scripts/build.ts makes
// them React's Fragment in the browser bundle): the markup is the same.
// see docs/decisions/033-personal-pages-from-a-shell.md
import { createContext, createElement, type ReactNode, useContext } from 'react';

/** What the shell pass finds, and what the holes pass takes from it. */
export interface PassNotes {
  /** Holes inside a route's page (the holes pass skips a page without any). */
  pageHoles: number;
  /** A hole was rendered inside a Shared part, which the holes pass skips: this shell cannot be used. */
  holeInShared: boolean;
}

/** Where a hole was met on the shell pass. */
export type HoleSite = 'shared' | 'page' | null;

export type RenderPass =
  /** Everything, as the browser renders it. */
  | { kind: 'whole' }
  /** The shared parts, each hole left as an empty marker (and reported where it stands). */
  | { kind: 'shell'; sawHole: (site: HoleSite) => void }
  /** Only the holes, each inside its marker; shared parts are skipped. */
  | { kind: 'holes'; notes: PassNotes };

/** The marker a hole leaves in the shell, and wraps its content in on the holes pass. */
export const HOLE_TAG = 'tm-hole';

const WHOLE: RenderPass = { kind: 'whole' };
const PassContext = createContext<RenderPass>(WHOLE);
type Where = HoleSite | 'hole';
const WhereContext = createContext<Where>(null);

export function RenderPassProvider({ pass, children }: { pass: RenderPass; children: ReactNode }) {
  return createElement(PassContext.Provider, { value: pass }, children);
}

/**
 * One shopper's part of the page. Its existence may depend only on what is
 * the same for everyone (a hole inside a hole is part of the outer one), and
 * it should begin and end with an element, so its markup is the same in the
 * shell as in a whole render (the shell tests compare them byte for byte).
 */
export function Hole({ children }: { children?: ReactNode }) {
  const pass = useContext(PassContext);
  const where = useContext(WhereContext);
  if (pass.kind === 'whole' || where === 'hole') return children;
  if (pass.kind === 'shell') {
    pass.sawHole(where);
    return createElement(HOLE_TAG);
  }
  return createElement(HOLE_TAG, null, createElement(WhereContext.Provider, { value: 'hole' }, children));
}

/** A part the same for every shopper, with no hole inside: the holes pass skips it. */
export function Shared({ children }: { children?: ReactNode }) {
  const pass = useContext(PassContext);
  if (pass.kind === 'holes') return null;
  return pass.kind === 'shell' ? createElement(WhereContext.Provider, { value: 'shared' }, children) : children;
}

/** A route's page: the holes pass renders it only when the shell found holes in it. */
export function PageRegion({ children }: { children?: ReactNode }) {
  const pass = useContext(PassContext);
  if (pass.kind === 'holes' && pass.notes.pageHoles === 0) return null;
  return pass.kind === 'whole' ? children : createElement(WhereContext.Provider, { value: 'page' }, children);
}
