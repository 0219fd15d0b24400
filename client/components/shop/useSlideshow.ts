// Slideshow timing: auto-advance every 3 s, a 600 ms lock after each change,
// 5 s before auto-advance resumes after a manual action. Auto-advance stops
// while paused, for reduced motion, and while the tab is hidden.
import { useCallback, useEffect, useRef, useState } from 'react';

import { autoDelay, canChange, SLIDE_LOCK_MS, stepIndex } from '../../../shared/slideshow';

export interface SlideshowControls {
  index: number;
  playing: boolean;
  /** Manual step (±1) or jump; false when the lock refused it. */
  step(delta: number): boolean;
  goTo(target: number): boolean;
  togglePlaying(): void;
}

export function useSlideshow(count: number, enabled = true): SlideshowControls {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hidden, setHidden] = useState(false);
  const [manualTick, setManualTick] = useState(0);
  const lockedUntil = useRef(0);
  const lastManual = useRef(false);

  const change = useCallback((next: (current: number) => number, manual: boolean) => {
    const now = Date.now();
    if (!canChange(now, lockedUntil.current)) return false;
    lockedUntil.current = now + SLIDE_LOCK_MS;
    lastManual.current = manual;
    setIndex((current) => next(current));
    if (manual) setManualTick((n) => n + 1);
    return true;
  }, []);

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (reduce?.matches) setPlaying(false);
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!enabled || !playing || hidden || count < 2) return;
    const timer = setTimeout(() => change((i) => stepIndex(i, 1, count), false), autoDelay(lastManual.current));
    return () => clearTimeout(timer);
  }, [enabled, playing, hidden, count, index, manualTick, change]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    playing,
    step: (delta) => change((i) => stepIndex(i, delta, count), true),
    goTo: (target) => change(() => target, true),
    togglePlaying: () => {
      lastManual.current = false;
      setPlaying((p) => !p);
    },
  };
}
