import { Link } from './Link';

/** Previous / Next of a paged list: a link to the page, or a disabled button at either end. */
export function PagerLink({ to, disabled, label }: { to: string; disabled: boolean; label: string }) {
  if (disabled) {
    return (
      <button type="button" className="button button--ghost" disabled>
        {label}
      </button>
    );
  }
  return (
    <Link className="button button--ghost" to={to}>
      {label}
    </Link>
  );
}
