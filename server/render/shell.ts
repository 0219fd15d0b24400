// A personal page from its shell (docs/decisions/033-personal-pages-from-a-shell.md):
// the parts of a page that are the same for every shopper are rendered once
// per build, stock, language and URL, with each hole (client/render-pass) left
// as a marker and the nonce, the form token and the router's data as
// placeholders, and compressed once; per request only the holes are rendered —
// a pass that skips every shared part — and the page is the shell with them
// filled in. The result is byte for byte what a whole render of the request
// makes (test/integration/personal-shell.test.ts).
import { renderToString } from 'react-dom/server';

import { HOLE_TAG, type HoleSite, type PassNotes } from '../../client/render-pass';
import { bootScript, documentElement, type DocumentInput, renderComplete } from './document';
import { entryLoaderScript } from './entry-loader';
import { keptPiece, type Piece, requestPiece } from './gzip-pieces';
import { hydrationScript } from './hydration-data';

/** Placeholders the shell is rendered with: letters and digits, so no escaping changes them. */
export const SHELL_NONCE = 'tmShellNonce7q';
export const SHELL_CSRF = 'tmShellFormToken7q2w9e4r';
const SHELL_HYDRATION = 'tmShellRouterData7q';

type Fill = 'nonce' | 'csrf' | 'hydration' | 'preloads';
type Slot = { hole: number } | { fill: Fill };

export interface Shell {
  /** The shared parts compressed once, and the places of what each request fills in. */
  parts: (Piece | Slot)[];
  holes: number;
  notes: PassNotes;
  /** The page it is the shell of (its leaf route id). */
  leaf: string;
  bytes: number;
}

const MARKS = new RegExp(`<${HOLE_TAG}></${HOLE_TAG}>|${SHELL_NONCE}|${SHELL_CSRF}|${SHELL_HYDRATION}`, 'g');

function slotOf(mark: string, holes: number): Slot {
  if (mark === SHELL_NONCE) return { fill: 'nonce' };
  if (mark === SHELL_CSRF) return { fill: 'csrf' };
  if (mark === SHELL_HYDRATION) return { fill: 'hydration' };
  return { hole: holes };
}

/** React's preloads of the images a page shows, in its head right after the viewport. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;
const VIEWPORT = /<meta name="viewport"[^>]*\/>/;

/**
 * Where the holes' image preloads go: after the shell's own, which React
 * writes right after the viewport meta (it hoists an image's preload into the
 * head, which the holes pass renders apart from the holes themselves).
 */
function placePreloads(parts: (string | Slot)[]): boolean {
  const head = parts[0];
  if (typeof head !== 'string') return false;
  const viewport = VIEWPORT.exec(head);
  if (!viewport) return false;
  let at = viewport.index + viewport[0].length;
  const preload = new RegExp(`^(?:${IMAGE_PRELOAD.source})`);
  for (let next = preload.exec(head.slice(at)); next; next = preload.exec(head.slice(at))) at += next[0].length;
  parts.splice(0, 1, head.slice(0, at), { fill: 'preloads' }, head.slice(at));
  return true;
}

/**
 * The shell of a page, from data in which nothing is any shopper's own (the
 * caller's job: an anonymous request's, or a personal page's with its data
 * left out). Null when it cannot serve: the render failed, or a hole sits
 * inside a shared part, where the holes pass would never reach it.
 */
export async function renderShell(input: DocumentInput, leaf: string): Promise<Shell | null> {
  const notes: PassNotes = { pageHoles: 0, holeInShared: false };
  const sawHole = (site: HoleSite) => {
    if (site === 'shared') notes.holeInShared = true;
    if (site === 'page') notes.pageHoles++;
  };
  const boot = { ...input.boot, nonce: SHELL_NONCE, csrf: SHELL_CSRF };
  const bootstrap = [bootScript(boot), SHELL_HYDRATION, entryLoaderScript(input.entry, input.preloads)].join('\n');
  const html = await renderComplete({ ...input, boot }, { nonce: SHELL_NONCE, pass: { kind: 'shell', sawHole }, bootstrap });
  if (html === null || notes.holeInShared) return null;
  const marked: (string | Slot)[] = [];
  let holes = 0;
  let at = 0;
  for (const match of html.matchAll(MARKS)) {
    marked.push(html.slice(at, match.index));
    const slot = slotOf(match[0], holes);
    if ('hole' in slot) holes++;
    marked.push(slot);
    at = match.index + match[0].length;
  }
  marked.push(html.slice(at));
  if (!marked.some((p) => typeof p === 'object' && 'fill' in p && p.fill === 'hydration') || !placePreloads(marked)) return null;
  const parts = marked.map((p) => (typeof p === 'string' ? keptPiece(p) : p));
  const bytes = parts.reduce((sum, p) => sum + ('raw' in p ? p.raw.length + p.deflated.length : 0), 200);
  return { parts, holes, notes, leaf, bytes };
}

const OPEN = `<${HOLE_TAG}>`;
const CLOSE = `</${HOLE_TAG}>`;

export interface Holes {
  /** Each hole's markup, in document order. */
  holes: string[];
  /** The preloads of the images inside them, for the head. */
  preloads: string;
}

/** The holes of the page for this request; null when the render failed. */
export function renderHoles(input: DocumentInput, notes: PassNotes): Holes | null {
  let html: string;
  try {
    html = renderToString(documentElement(input, { kind: 'holes', notes }));
  } catch {
    return null;
  }
  const holes: string[] = [];
  // A hole's content cannot hold the marker's closing tag: text and attribute values come out escaped, and holes do not nest.
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, at)) {
    const end = html.indexOf(CLOSE, at);
    if (end < 0) return null;
    holes.push(html.slice(at + OPEN.length, end));
    at = end + CLOSE.length;
  }
  const head = html.slice(0, html.indexOf('</head>'));
  return { holes, preloads: [...head.matchAll(IMAGE_PRELOAD)].map((m) => m[0]).join('') };
}

/** What React does to a bootstrap script's content, so `</script` inside cannot end it. */
const escapeScript = (text: string) =>
  text.replace(/(<\/|<)(s)(cript)/gi, (_, prefix: string, s: string, suffix: string) => `${prefix}${s === 's' ? '\\u0073' : '\\u0053'}${suffix}`);

/** The page in pieces: the shell with this request's holes, nonce, form token and router data. Null when the holes do not fit the shell. */
export function fillShell(shell: Shell, { holes, preloads }: Holes, input: DocumentInput): Piece[] | null {
  if (holes.length !== shell.holes) return null;
  const fills: Record<Fill, string> = { nonce: input.boot.nonce ?? '', csrf: input.boot.csrf ?? '', hydration: escapeScript(hydrationScript(input.context)), preloads };
  return shell.parts.map((part) => ('raw' in part ? part : requestPiece('hole' in part ? (holes[part.hole] ?? '') : fills[part.fill])));
}
