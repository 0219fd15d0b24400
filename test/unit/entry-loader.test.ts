// The inline loader that starts the heading face and the app's code after the
// first contentful paint (server/render/entry-loader.ts), run in a small fake
// of the browser: what it fetches, when, and in which order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { entryLoaderScript } from '../../server/render/entry-loader';
import { HEADING_SELECTOR } from '../../shared/heading-face';

interface FakeNode {
  tag?: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
  fontFamily?: string;
  fontWeight?: string;
  children?: FakeNode[];
  data?: string;
  parentNode?: FakeNode;
  tagName?: string;
  /** Taller once the face is adopted: a title that rewraps in Baloo 2. */
  rewraps?: boolean;
  style?: { fontFamily?: string };
  getBoundingClientRect?: () => { left: number; top: number; width: number; height: number };
}

const BODY_FACE = 'system-ui, sans-serif';
const FALLBACK_FACE = "'Baloo 2 Fallback', system-ui, sans-serif";

function heading(fontWeight: string, ...parts: (string | FakeNode)[]): FakeNode {
  const el: FakeNode = { tagName: 'H2', fontFamily: FALLBACK_FACE, fontWeight, children: [], style: {} };
  for (const part of parts) {
    const child = typeof part === 'string' ? { data: part } : part;
    child.parentNode = el;
    el.children!.push(child);
    for (const text of child.children ?? []) text.parentNode = child;
  }
  return el;
}

/** A span set in the body face inside a heading (the product title's unit price). */
const bodyFaceSpan = (text: string): FakeNode => ({ fontFamily: BODY_FACE, fontWeight: '600', children: [{ data: text }] });

function textNodesOf(el: FakeNode): FakeNode[] {
  return (el.children ?? []).flatMap((c) => (c.data !== undefined ? [c] : textNodesOf(c)));
}

/** A page that has painted nothing yet, with the loader's script run in it. */
function pageWithLoader({ visibility = 'visible', paintTiming = true, headings = [heading('700', 'Too More')] } = {}) {
  const log: string[] = [];
  const tasks: (() => void)[] = [];
  const windowListeners = new Map<string, () => void>();
  let observer: ((list: { getEntries(): { name: string }[] }) => void) | undefined;
  let fontsLoaded: (() => void) | undefined;
  const fontRequests: string[] = [];
  const measured: string[] = [];
  const adopted: string[] = [];
  /** In Baloo 2: by its own inline style when it has one, else by the adopted sheet. */
  const inFace = (h: FakeNode) => (h.style?.fontFamily ? h.style.fontFamily === 'var(--brand-font)' : document.adoptedStyleSheets.length > 0);
  for (const h of headings) h.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: h.rewraps && inFace(h) ? 80 : 40 });
  const append = (node: FakeNode) => {
    log.push(node.tag === 'script' ? `script ${node.src} nonce=${node.nonce}` : `${node.rel} ${node.href}`);
  };
  const document = {
    currentScript: { nonce: 'n0nce' },
    visibilityState: visibility,
    head: { appendChild: append },
    body: { appendChild: append },
    documentElement: {},
    createElement: (tag: string) =>
      tag === 'canvas'
        ? {
            getContext: () => ({
              set font(value: string) {
                measured.push(value);
              },
              measureText: (text: string) => measured.push(`measure ${text}`),
            }),
          }
        : { tag },
    querySelectorAll: () => headings,
    createRange: () => {
      let of: FakeNode | undefined;
      return { selectNodeContents: (node: FakeNode) => (of = node), getBoundingClientRect: () => of!.getBoundingClientRect!() };
    },
    createTreeWalker: (root: FakeNode) => {
      const nodes = textNodesOf(root);
      return { nextNode: () => nodes.shift() ?? null };
    },
    fonts: {
      load: (font: string, text: string) => {
        fontRequests.push(`${font} ${text}`);
        log.push('font');
        return new Promise<void>((resolve) => (fontsLoaded = resolve));
      },
    },
    adoptedStyleSheets: [] as unknown[],
  };
  class CSSStyleSheet {
    rules = '';
    replaceSync(text: string) {
      this.rules = text;
      adopted.push(text);
    }
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'layout-shift'] : ['layout-shift'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const context = {
    document,
    CSSStyleSheet,
    MessageChannel,
    PerformanceObserver,
    getComputedStyle: (el: FakeNode) => ({ fontFamily: el.fontFamily, fontWeight: el.fontWeight, fontSize: el.fontWeight === '800' ? '28px' : '20px' }),
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
  };
  runInNewContext(entryLoaderScript('/assets/entry.js', ['/assets/react-dom.js', ...Array.from({ length: 11 }, (_, i) => `/assets/chunk-${i}.js`)]), context);
  return {
    log,
    fontRequests,
    measured,
    adopted,
    paint: (name: string) => observer?.({ getEntries: () => [{ name }] }),
    fire: (type: string) => windowListeners.get(type)?.(),
    fontsArrive: async () => {
      fontsLoaded?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    /** Runs the queued tasks one by one; returns what each appended. */
    runTasks: (after?: () => void) => {
      const perTask: string[][] = [];
      while (tasks.length) {
        const before = log.length;
        tasks.shift()!();
        after?.();
        perTask.push(log.slice(before));
      }
      return perTask;
    },
  };
}

describe('the page loader (font and code after the first paint)', () => {
  it('fetches nothing before the first contentful paint, even when load comes first', () => {
    const page = pageWithLoader();
    page.fire('load');
    page.paint('first-paint');
    expect(page.log).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.log[0]).toBe('font');
    expect(page.log).toContain('modulepreload /assets/react-dom.js');
  });

  it('starts at load in a tab nobody sees, or where the browser reports no paint', () => {
    const hidden = pageWithLoader({ visibility: 'hidden' });
    hidden.fire('load');
    expect(hidden.log[0]).toBe('font');
    const untimed = pageWithLoader({ paintTiming: false });
    untimed.fire('load');
    expect(untimed.log[0]).toBe('font');
  });

  it("starts at the visitor's first touch, key or focus, and only once", () => {
    const page = pageWithLoader();
    page.fire('pointerdown');
    page.fire('keydown');
    page.paint('first-contentful-paint');
    expect(page.log.filter((l) => l === 'font')).toHaveLength(1);
  });

  it('asks for the font first, then preloads the code a few files per task, React DOM first, and the entry last', () => {
    const page = pageWithLoader();
    page.paint('first-contentful-paint');
    const tasks = [page.log.slice(), ...page.runTasks()].filter((t) => t.length);
    expect(tasks[0]![0]).toBe('font');
    expect(tasks[0]![1]).toBe('modulepreload /assets/react-dom.js');
    const preloads = tasks.flat().filter((l) => l.startsWith('modulepreload'));
    expect(preloads).toHaveLength(12);
    for (const task of tasks) expect(task.filter((l) => l.startsWith('modulepreload')).length).toBeLessThanOrEqual(2);
    expect(tasks.flat().at(-1)).toBe('script /assets/entry.js nonce=n0nce');
  });

  it("fetches the files of the headings' own characters: once each, not the body face's inside a heading", () => {
    const page = pageWithLoader({ headings: [heading('700', 'Mango Mango ', bodyFaceSpan('₹0.08 / ml')), heading('800', 'Too\nMore')] });
    page.paint('first-contentful-paint');
    expect(page.fontRequests).toEqual(['700 1em "Baloo 2" MangoTre']);
  });

  it('sets the headings in the face only once its files are in, after measuring them in each weight and size used, one per task', async () => {
    const page = pageWithLoader({ headings: [heading('700', 'Mango'), heading('800', 'Too More'), heading('700', 'More')] });
    page.paint('first-contentful-paint');
    page.runTasks();
    expect(page.adopted).toEqual([]);
    await page.fontsArrive();
    // The first font is measured as the files arrive, each next one in a task of its own.
    const measuredPerTask = [page.measured.length];
    page.runTasks(() => measuredPerTask.push(page.measured.length));
    expect(page.measured).toEqual(['700 20px "Baloo 2"', 'measure MangoTre', '800 28px "Baloo 2"', 'measure MangoTre']);
    expect(measuredPerTask.slice(0, 2)).toEqual([2, 4]);
    expect(page.adopted).toEqual(['h1,h2,h3,.logo{font-family:var(--brand-font)}']);
  });

  it('leaves a heading in the fallback when the face would change its box, in the same task', async () => {
    const title = heading('700', 'Sun-Kissed Mango Bliss');
    title.rewraps = true;
    const other = heading('700', 'Declarations');
    const page = pageWithLoader({ headings: [title, other] });
    page.paint('first-contentful-paint');
    await page.fontsArrive();
    // What a frame painted between two tasks would show: never the title rewrapped.
    const titleHeights: number[] = [];
    page.runTasks(() => titleHeights.push(title.getBoundingClientRect!().height));
    expect(new Set(titleHeights)).toEqual(new Set([40]));
    expect(page.adopted).toHaveLength(1);
    expect(title.style).toEqual({ fontFamily: 'var(--heading-font)' });
    expect(other.style).toEqual({ fontFamily: 'var(--brand-font)' });
  });

  it('swaps the headings on the screen one per task, and adopts the sheet for the rest after them', async () => {
    const headings = [heading('700', 'Mango'), heading('700', 'Declarations'), heading('800', 'Too More')];
    const page = pageWithLoader({ headings });
    page.paint('first-contentful-paint');
    page.runTasks();
    await page.fontsArrive();
    const swapped: number[] = [];
    let adoptedAfter = -1;
    page.runTasks(() => {
      swapped.push(headings.filter((h) => h.style?.fontFamily).length);
      if (adoptedAfter < 0 && page.adopted.length) adoptedAfter = swapped.at(-1)!;
    });
    // Each task adds at most one heading's own face.
    for (let i = 1; i < swapped.length; i++) expect(swapped[i]! - swapped[i - 1]!).toBeLessThanOrEqual(1);
    expect(adoptedAfter).toBe(headings.length);
  });

  it('sets the same elements in the face as the stylesheet pages without JavaScript link', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../client/styles/brand-face-on.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = /([^{]+)\{\s*font-family:\s*var\(--brand-font\);?\s*\}/.exec(css)?.[1];
    expect(selectors?.split(',').map((s) => s.trim())).toEqual(HEADING_SELECTOR.split(','));
  });
});
