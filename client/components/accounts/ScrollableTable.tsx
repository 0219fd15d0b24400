// A wide table that scrolls sideways on narrow screens. The scrolling box is a
// named region in the Tab order, so keyboard users can reach it and scroll it
// with the arrow keys (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
