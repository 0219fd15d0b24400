// Site footer: the company's address, phone, mail and FSSAI licence number (the
// operator's facts, shared/company.ts), the listed links and social links.
import { useTranslation } from 'react-i18next';

import { telHref } from '../../shared/company';
import { FOOTER_LABEL_KEYS, FOOTER_LINKS, pathTo } from '../../shared/routes';
import { useBoot } from '../context/boot';
import { MailIcon } from './icons';
import { Link } from './Link';

/** The page is not painted before the parser reaches the footer (Document's render-blocking expect link). */
export const FOOTER_ID = 'site-footer';

export function Footer() {
  const { t } = useTranslation();
  const { company } = useBoot();
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="site-footer__grid">
        <address className="site-footer__address">
          <strong>{company.legalName}</strong>
          <span>{company.street}</span>
          <span>
            {company.city}, {company.region} {company.postalCode}
          </span>
          <span>{company.country}</span>
          <span>
            {t('footer.phone')}:{' '}
            <a href={telHref(company.phone)} dir="ltr">
              {company.phone}
            </a>
          </span>
          <a href={`mailto:${company.email}`} className="site-footer__mail">
            <MailIcon /> {company.email}
          </a>
          <span className="site-footer__fssai" data-testid="fssai">
            {t('footer.fssai')}: <bdi>{company.fssaiLicence}</bdi>
          </span>
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
            {[...company.social, { id: 'maps', href: company.mapsUrl }].map((s) => (
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
