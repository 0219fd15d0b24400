// Slideshow timing: auto-advance every 3 s, a 600 ms lock after each change,
// 5 s before auto-advance resumes after a manual action. Auto-advance stops
// while paused, for reduced motion, and while the tab is hidden.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { autoDelay, canChange, SLIDE_LOCK_MS, stepIndex } from '../../shared/slideshow';
import { useHydrated } from './useHydrated';

export interface SlideshowControls {
  index: number;
  playing: boolean;
  /** Manual step (±1) or jump; false when the lock refused it. */
  step: (delta: number) => boolean;
  goTo: (target: number) => boolean;
  togglePlaying: () => void;
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Old browsers (and jsdom) have no matchMedia, whatever the DOM types say. */
function prefersReducedMotion(): boolean {
  const win: { matchMedia?: Window['matchMedia'] } = window;
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useSlideshow(count: number, enabled = true): SlideshowControls {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // The server, and the first render in the browser that must match it, know neither of these.
  const running = useHydrated();
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
  // Reduced motion is asked once the page runs: it pauses the show, and the pause button can start it again.
  const [motionAsked, setMotionAsked] = useState(false);
  if (running && !motionAsked) {
    setMotionAsked(true);
    if (prefersReducedMotion()) setPlaying(false);
  }
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
