// One desktop dropdown (Investors, Sustainability, Join Us, Support).
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { pathTo } from '../../shared/routes';
import { useDismiss } from '../hooks/useDismiss';
import { ChevronIcon } from './icons';
import { Link } from './Link';

export function NavDropdown({ groupId, routes }: { groupId: string; routes: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, close, box, button);
  return (
    <li className="nav-dropdown" ref={box}>
      <button ref={button} type="button" className="nav-dropdown__trigger" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t(`menu.${groupId}`)}
        <ChevronIcon />
      </button>
      <ul id={listId} className="nav-dropdown__list" hidden={!open}>
        {routes.map((id) => (
          <li key={id}>
            <Link to={pathTo(id)} onClick={close}>
              {t(`route.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
