// What a shopper sees break on a narrow screen, measured in the page after it
// has hydrated: the page scrolling sideways, header controls on top of each
// other, text cut off or outside the screen, and text drawn over other text.
import type { Page } from 'playwright-core';

export interface LayoutReport {
  dir: string | null;
  /** How far the page scrolls sideways (0 when it does not). */
  overflow: number;
  /** Inline start of the logo: the right-hand side in a right-to-left page. */
  logoLeft: number;
  problems: string[];
}

/** Scrollers that are meant to scroll sideways (a row of cards, the thumbnails, the store's category chips). */
const SIDEWAYS_SCROLLERS = '.flavour-cards, .gallery__list, .store__sidebar ul';

export function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate((scrollers) => {
    const width = document.documentElement.clientWidth;
    const hiddenAncestor = '[hidden], [inert], [aria-hidden="true"], .visually-hidden, .slide:not(.slide--active)';
    // Text for screen readers only sits in a 1 px box that clips it (the visually-hidden pattern).
    const insideClippedBox = (el: Element) => {
      for (let box: Element | null = el; box; box = box.parentElement) {
        const r = box.getBoundingClientRect();
        if (r.width <= 1 && r.height <= 1 && getComputedStyle(box).overflow !== 'visible') return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // checkVisibility: false inside a closed <details> (a menu) or under opacity 0, too.
      return r.width > 2 && r.height > 2 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest(hiddenAncestor) && !insideClippedBox(el);
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]}:"${el.textContent.trim().slice(0, 30)}"`;
    const meet = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const problems: string[] = [];

    const controls = [...document.querySelectorAll('.site-header__bar a, .site-header__bar button')].filter(visible);
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        if (meet(a.getBoundingClientRect(), b.getBoundingClientRect())) problems.push(`header controls overlap: ${name(a)} × ${name(b)}`);
      }
    }

    // Sticky and fixed bars (the header, the checkout bar) pass over the page by design.
    const onOverlay = (el: Element) => {
      for (let box: Element | null = el; box; box = box.parentElement) if (/^(sticky|fixed)$/.test(getComputedStyle(box).position)) return true;
      return false;
    };
    // Every line of visible text: inside the screen, not cut by its box, not over another line.
    const lines: { el: Element; rect: DOMRect; overlay: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !visible(el) || el.closest('script, style, noscript, svg')) continue;
      if (el.closest(scrollers)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const overlay = onOverlay(el);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        lines.push({ el, rect, overlay });
        if (rect.left < -1 || rect.right > width + 1) problems.push(`text outside the screen: ${name(el)} at [${Math.round(rect.left)}, ${Math.round(rect.right)}]`);
      }
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        if (box.scrollWidth > box.clientWidth + 2 && s.overflowX !== 'visible' && !box.matches(scrollers)) {
          problems.push(`text cut by its box: ${name(el)} in ${name(box)}`);
        }
        break;
      }
    }
    // The lines of one passage (an element and the inline elements in it) may
    // overlap by their fonts' ascent and descent, never by their letters: a
    // tall face's wrapped lines do, and so does a smaller inline part of them.
    const inline = (el: Element) => getComputedStyle(el).display.startsWith('inline');
    const onePassage = (a: Element, b: Element) => a === b || (a.contains(b) && inline(b)) || (b.contains(a) && inline(a));
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = [lines[i]!, lines[j]!];
        if (onePassage(a.el, b.el) || a.overlay !== b.overlay || !meet(a.rect, b.rect)) continue;
        problems.push(`text over text: ${name(a.el)} × ${name(b.el)}`);
      }
    }
    const logo = document.querySelector('.logo');
    if (logo) {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(logo, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
      }
      if (tops.size > 1) problems.push('the logo wraps onto two lines');
    }
    return {
      dir: document.documentElement.getAttribute('dir'),
      overflow: document.documentElement.scrollWidth - width,
      logoLeft: document.querySelector('.logo')?.getBoundingClientRect().left ?? -1,
      problems: [...new Set(problems)],
    };
  }, SIDEWAYS_SCROLLERS);
}
