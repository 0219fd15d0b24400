import { describe, expect, it } from 'vitest';

import { autoDelay, canChange, preloadIndexes, SLIDES, stepIndex, swipeStep } from './slideshow';

describe('slideshow rules', () => {
  it('has five flavour slides with desktop and mobile images and a link', () => {
    expect(SLIDES.map((s) => s.key)).toEqual(['grapes', 'mango', 'pineapple', 'strawberry', 'pomegranate']);
    for (const s of SLIDES) {
      expect(s.link).toBe(`/${s.key}`);
      expect(s.desktop).toMatch(/-desktop\.svg$/);
      expect(s.mobile).toMatch(/-mobile\.svg$/);
    }
  });

  it('wraps at both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('changes slide only for swipes longer than 30 px', () => {
    expect(swipeStep(100, 70)).toBe(0);
    expect(swipeStep(100, 69)).toBe(1);
    expect(swipeStep(100, 131)).toBe(-1);
    expect(swipeStep(100, 130)).toBe(0);
    expect(swipeStep(100, 50, true)).toBe(-1);
  });

  it('locks for 600 ms after a change', () => {
    expect(canChange(1000, 1600)).toBe(false);
    expect(canChange(1600, 1600)).toBe(true);
  });

  it('advances every 3 s and resumes 5 s after a manual action', () => {
    expect(autoDelay(false)).toBe(3000);
    expect(autoDelay(true)).toBe(5000);
  });

  it('preloads the next two slides', () => {
    expect(preloadIndexes(3, 5)).toEqual([4, 0]);
    expect(preloadIndexes(0, 2)).toEqual([1]);
    expect(preloadIndexes(0, 1)).toEqual([]);
  });
});
