/**
 * What the heading face (Baloo 2, client/styles/fonts.css) is used for: the
 * page loader sets these in it after the first paint, and
 * client/styles/brand-face-on.css names the same elements for pages without
 * JavaScript. See docs/decisions/024-photos-and-brand-face.md §5.
 */
export const HEADING_SELECTOR = 'h1,h2,h3,.logo';
