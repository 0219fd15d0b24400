// Site footer (spec section 2): address, social links, mail link and the listed links.
import { Link } from './Link';
import { useTranslation } from 'react-i18next';
import { FOOTER_LABEL_KEYS, FOOTER_LINKS, pathTo } from '../../shared/routes';
import { COMPANY, SOCIAL_LINKS } from '../../shared/site';
import { MailIcon } from './icons';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <address className="site-footer__address">
          <strong>{COMPANY.legalName}</strong>
          <span>{COMPANY.street}</span>
          <span>
            {COMPANY.city}, {COMPANY.region} {COMPANY.postalCode}
          </span>
          <span>{COMPANY.country}</span>
          <a href={`mailto:${COMPANY.email}`} className="site-footer__mail">
            <MailIcon /> {COMPANY.email}
          </a>
        </address>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((id) => (
              <li key={id}>
                <Link to={pathTo(id)}>{t(FOOTER_LABEL_KEYS[id] ?? `route.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.id}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {t(`footer.social.${s.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">{t('footer.copyright', { year: 2026 })}</p>
    </footer>
  );
}
