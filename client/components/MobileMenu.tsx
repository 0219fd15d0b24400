// The slide-out menu below 768 px: main links and collapsible sections.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MENU_GROUPS, pathTo } from '../../shared/routes';
import { keepTabInside } from './focus-trap';
import { ChevronIcon, CloseIcon } from './icons';
import { Link } from './Link';
import { MAIN_LINKS } from './main-links';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    // Focus moves into the dialog, stays there, and goes back where it came from.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = panel.current;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else keepTabInside(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected && (document.activeElement === document.body || dialog?.contains(document.activeElement))) opener.focus();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <nav ref={panel} className="mobile-menu__panel" aria-labelledby={titleId}>
        <div className="mobile-menu__head">
          <h2 id={titleId}>{t('navbar.menu')}</h2>
          <button ref={closeButton} type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <ul className="mobile-menu__links">
          {MAIN_LINKS.map((id) => (
            <li key={id}>
              <Link to={pathTo(id)} onClick={onClose}>
                {t(`route.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
        {MENU_GROUPS.map((group) => (
          <MobileSection
            key={group.id}
            groupId={group.id}
            routes={group.routes}
            open={section === group.id}
            onToggle={() => setSection((s) => (s === group.id ? null : group.id))}
            onNavigate={onClose}
          />
        ))}
      </nav>
    </div>
  );
}

function MobileSection(props: { groupId: string; routes: readonly string[]; open: boolean; onToggle: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <section className="mobile-menu__section">
      <button type="button" aria-expanded={props.open} aria-controls={listId} onClick={props.onToggle}>
        {t(`menu.${props.groupId}`)}
        <ChevronIcon className={props.open ? 'chevron chevron--open' : 'chevron'} />
      </button>
      <ul id={listId} hidden={!props.open}>
        {props.routes.map((id) => (
          <li key={id}>
            <Link to={pathTo(id)} onClick={props.onNavigate}>
              {t(`route.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
