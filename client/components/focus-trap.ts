// Keeps Tab inside an open modal: from its last control Tab wraps to the
// first, and Shift+Tab from the first wraps to the last.
export function keepTabInside(event: KeyboardEvent, box: HTMLElement | null): void {
  if (event.key !== 'Tab' || !box) return;
  const controls = [...box.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea')].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !box.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !box.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
