// Where a form may send the shopper afterwards (?redirect=, redirectTo): a path
// of this site only. Anything that a browser or the router could read as
// another host — '//x', '/\x', control characters, their percent-encodings —
// falls back. The list of bypasses it is tested against: safe-redirect.test.ts.
const BASE = 'http://local.invalid';
// eslint-disable-next-line no-control-regex -- control characters are what it looks for: a browser drops or reinterprets them in a URL
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function safeRedirect(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return fallback;
  if (!raw.startsWith('/') || UNSAFE_CHARACTER.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = decoded(url.pathname);
  if (path === null || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
