// A wide table that scrolls sideways on narrow screens. The scrolling box is a
// named region in the Tab order, so keyboard users can reach it and scroll it
// with the arrow keys (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable to be scrolled by keyboard (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
