// React Router's Link, without its work where it has none. On the server a
// link is only markup: for a plain path of this site (what the app's links
// are), this writes the anchor React Router's Link writes, without the hooks
// that resolve it against the routes and make it ready for clicks — a sixth
// of what a personal page's parts cost to render
// (docs/decisions/033-personal-pages-from-a-shell.md). Anything else, and
// everything in a browser, is React Router's Link itself; the browser bundle
// imports that directly (scripts/build.ts), so none of this is sent there.
import { createElement, forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A path React Router would resolve to itself: from the root, with no empty, `.` or `..` segment and no backslash. */
const RESOLVES_TO_ITSELF = /^(?=\/)(?:(?!\/\/|\\|\/\.\.?(?:[/?#]|$))[^?#])*(?:[?#]|$)/;

/** What React Router's Link writes as the href of `to`, when it writes it as it is; null when it would resolve it. */
export function plainHref(to: LinkProps['to']): string | null {
  if (typeof to !== 'string' || !RESOLVES_TO_ITSELF.test(to)) return null;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt);
  // A bare "?" or "#" is dropped, as React Router's createPath does.
  return pathname + (search.length > 1 ? search : '') + (hash.length > 1 ? hash : '');
}

/** What React Router's Link reads to navigate, which is not the anchor's (`target` is, written after the href as Link does). */
const LINK_ONLY = new Set([
  'to',
  'discover',
  'prefetch',
  'mask',
  'target',
  'onClick',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
]);

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  const href = typeof document === 'undefined' && !props.mask && (props.prefetch === undefined || props.prefetch === 'none') ? plainHref(props.to) : null;
  if (href === null) return <Link ref={ref} {...props} />;
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!LINK_ONLY.has(name)) anchor[name] = value;
  const discover = props.discover === undefined || props.discover === 'render' ? 'true' : undefined;
  return createElement('a', { ...anchor, href, target: props.target, 'data-discover': discover });
});
