// The page loader (server/render/entry-loader.ts) gives each heading on the
// first page's screen its face inline: Baloo 2, or the fallback where Baloo 2
// would have moved it. React keeps some of those elements when the shopper
// moves on in the app (the product title's <h1> from one product to the next),
// with other text in them, so on a new page the inline faces go and the
// stylesheet decides, as it does for every heading rendered since. Only on a
// new path: choosing a size (?size=1) keeps the page, and its title keeps its
// face. In a layout effect: before the new page is painted.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { HEADING_SELECTOR } from '../../shared/heading-face';

export function useHeadingFaceOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === firstPage.current) return;
    for (const heading of document.querySelectorAll<HTMLElement>(HEADING_SELECTOR)) heading.style.removeProperty('font-family');
  }, [pathname]);
}
