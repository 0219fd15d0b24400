// The home slideshow's rules as pure functions; the
// component (client/components/shop/Slideshow.tsx) only wires them to timers.
import { FLAVOURS, getProductByKey } from './catalogue';

export const SLIDE_INTERVAL_MS = 3_000;
export const SLIDE_LOCK_MS = 600;
export const SLIDE_RESUME_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 30;

export interface Slide {
  key: string;
  /** i18n key of the name shown on the slide. */
  nameKey: string;
  link: string;
  desktop: string;
  mobile: string;
}

export const SLIDE_SIZES = {
  desktop: { width: 1200, height: 480 },
  mobile: { width: 600, height: 600 },
} as const;

export const SLIDES: readonly Slide[] = FLAVOURS.map((key) => {
  const product = getProductByKey(key);
  if (!product) throw new Error(`The slideshow's flavour ${key} is not in the catalogue`);
  return {
    key,
    nameKey: `products.${key}.displayName`,
    link: product.link,
    desktop: `/images/slides/${key}-desktop.svg`,
    mobile: `/images/slides/${key}-mobile.svg`,
  };
});

/** Index after a step of `step` (±1), wrapping around both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A horizontal swipe from startX to endX: -1 (previous), +1 (next) or 0 when it
 * is not longer than the threshold. Right-to-left pages mirror the direction.
 */
export function swipeStep(startX: number, endX: number, rtl = false): -1 | 0 | 1 {
  const dx = endX - startX;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return 0;
  const step = dx < 0 ? 1 : -1;
  return (rtl ? -step : step) as -1 | 1;
}

/** A change is allowed once the lock of the previous change has passed. */
export function canChange(now: number, lockedUntil: number): boolean {
  return now >= lockedUntil;
}

/** How long until the next automatic change: 3 s, or 5 s after a manual action. */
export function autoDelay(lastChangeWasManual: boolean): number {
  return lastChangeWasManual ? SLIDE_RESUME_MS : SLIDE_INTERVAL_MS;
}

/** The next two slides, whose images are fetched ahead. */
export function preloadIndexes(index: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= 2 && i < count; i++) out.push(stepIndex(index, i, count));
  return out;
}
