// Seller information (/seller-information): who sells on this shop and how to
// reach them, as the e-commerce rules ask — legal name, principal address,
// customer care, the grievance officer, GSTIN and FSSAI licence. Every fact is
// the operator's (shared/company.ts, COMPANY_* settings), none is typed into
// copy; the Organization JSON-LD says the same.
// see docs/decisions/021-product-declarations-and-policies.md
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { telHref } from '../../shared/company';
import { postalAddress } from '../../shared/declarations';
import { organizationJsonLd } from '../../shared/structured-data';
import type { PageMeta } from '../components/Meta';
import { useBoot } from '../context/boot';
import type { MetaArgs } from '../router/route-module';

export function meta({ publicUrl, company }: MetaArgs): PageMeta {
  return { jsonLd: [organizationJsonLd(publicUrl, company)] };
}

function Facts({ rows }: { rows: [string, string, ReactNode][] }) {
  return (
    <dl className="contact-list seller__facts">
      {rows.map(([id, label, value]) => (
        <div key={id} data-fact={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SellerRoute() {
  const { t } = useTranslation();
  const { company } = useBoot();
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const phone = (number: string) => (
    <a href={telHref(number)} dir="ltr">
      {number}
    </a>
  );
  return (
    <article className="static-page seller">
      <header className="static-page__header">
        <h1>{t('route.seller-information')}</h1>
        <p className="static-page__intro">{t('seller.intro')}</p>
      </header>
      <section className="content-block">
        <Facts
          rows={[
            ['legal-name', t('seller.legalName'), company.legalName],
            ['address', t('seller.address'), <address key="a">{postalAddress(company)}</address>],
            ['email', t('seller.email'), mail(company.email)],
            ['phone', t('footer.phone'), phone(company.phone)],
            ['gstin', t('seller.gstin'), <bdi key="g">{company.gstin}</bdi>],
            ['fssai', t('footer.fssai'), <bdi key="f">{company.fssaiLicence}</bdi>],
          ]}
        />
      </section>
      <section className="content-block" aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">{t('seller.grievanceOfficer')}</h2>
        <Facts
          rows={[
            ['officer', t('seller.officer'), `${company.grievanceOfficerName}, ${company.grievanceOfficerDesignation}`],
            ['officer-email', t('seller.email'), mail(company.grievanceOfficerEmail)],
            ['officer-phone', t('footer.phone'), phone(company.grievanceOfficerPhone)],
          ]}
        />
      </section>
    </article>
  );
}
