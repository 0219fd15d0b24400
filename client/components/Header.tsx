// Site header: logo, delivery promise, search, cart with count
// and total, language settings, account entry, desktop dropdowns and the
// slide-out menu for small screens.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { formatINR } from '../../shared/money';
import { MENU_GROUPS, pathTo } from '../../shared/routes';
import { useCart } from '../hooks/useCart';
import { useRootData } from '../hooks/useRootData';
import { Hole, Shared } from '../render-pass';
import { AccountEntry } from './AccountEntry';
import { CartIcon, GlobeIcon, MenuIcon, PinIcon, SearchIcon } from './icons';
import { Link } from './Link';
import { Logo } from './Logo';
import { MAIN_LINKS } from './main-links';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';

export function Header() {
  const { t, i18n } = useTranslation();
  const { totals } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pin } = useRootData();
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button type="button" className="icon-button site-header__menu-button" aria-label={t('header.openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
        <Logo />
        {/* The PIN, the account and the cart are the shopper's: one hole in the shell (client/render-pass). */}
        <Hole>
          <div className="delivery">
            <PinIcon />
            <div>
              <p className="delivery__pin">
                {/* The PIN page (client/routes/deliver-to.tsx) comes back here once it is set. */}
                <Link to={`${pathTo('deliver-to')}?redirect=${encodeURIComponent(pathname)}`}>{pin ? t('delivery.deliverTo', { pin }) : t('delivery.choosePin')}</Link>
              </p>
              <p className="delivery__note">
                {t('header.earliestDelivery')} · {t('header.deliveryHours')}
              </p>
            </div>
          </div>
          <div className="site-header__actions">
            <Link to={pathTo('search')} className="icon-button" aria-label={t('header.search')}>
              <SearchIcon />
            </Link>
            <Link to={pathTo('states')} className="icon-button" aria-label={t('header.languageSettings')}>
              <GlobeIcon />
            </Link>
            <AccountEntry />
            <Link to={pathTo('shopping-cart')} className="cart-button">
              <CartIcon />
              <span className="visually-hidden">{t('header.cart')}</span>
              <span className="cart-button__count">
                {totals.itemCount}
                <span className="visually-hidden"> {t('header.itemsWord', { count: totals.itemCount })}</span>
              </span>
              <span className="cart-button__total">{formatINR(totals.subtotal, i18n.language)}</span>
            </Link>
          </div>
        </Hole>
      </div>
      <Shared>
        <nav className="site-nav" aria-label={t('header.mainNavigation')}>
          <ul className="site-nav__list">
            {MAIN_LINKS.map((id) => (
              <li key={id}>
                <Link to={pathTo(id)}>{t(`route.${id}`)}</Link>
              </li>
            ))}
            {MENU_GROUPS.map((group) => (
              <NavDropdown key={group.id} groupId={group.id} routes={group.routes} />
            ))}
          </ul>
        </nav>
        <MobileMenu open={menuOpen} onClose={closeMenu} />
      </Shared>
    </header>
  );
}
