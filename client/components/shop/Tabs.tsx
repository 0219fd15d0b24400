// Accessible tabs (WAI-ARIA pattern): arrow keys, Home and End move between
// tabs; only the active panel is shown.
import { type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [active, setActive] = useState(items[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = (i: number) => {
    const next = (i + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    setActive(item.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={active === item.id}
            tabIndex={active === item.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(item.id)}
            onKeyDown={(e) => {
              const dir = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
              if (e.key === 'ArrowRight') focus(i + dir);
              else if (e.key === 'ArrowLeft') focus(i - dir);
              else if (e.key === 'Home') focus(0);
              else if (e.key === 'End') focus(items.length - 1);
              else return;
              e.preventDefault();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={active !== item.id}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
