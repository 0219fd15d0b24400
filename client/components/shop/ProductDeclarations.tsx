// The declarations the packaged-commodities rules ask for before purchase, for
// the chosen size: generic name, net quantity, MRP with taxes, unit sale
// price, maker with full address, country of origin, consumer care, shelf life
// and the FSSAI logo and licence. Product facts from the catalogue, company
// facts from the operator's settings (never typed into copy).
// see docs/decisions/021-product-declarations-and-policies.md
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Product, SizeOption } from '../../../shared/catalogue';
import { telHref } from '../../../shared/company';
import { countryName, netQuantityText, postalAddress, shelfLifeText } from '../../../shared/declarations';
import { formatINR, toPaise } from '../../../shared/money';
import { useBoot } from '../../context/boot';
import { unitPriceText } from './unit-price';

export function ProductDeclarations({ product, size }: { product: Product; size: SizeOption }) {
  const { t, i18n } = useTranslation();
  const { company } = useBoot();
  const lng = i18n.language;
  const rows: [string, string, ReactNode][] = [
    ['generic', t('declarations.genericName'), t(`declarations.generic.${product.genericName}`)],
    ['net-quantity', t('declarations.netQuantity'), <bdi key="q">{netQuantityText(size, lng)}</bdi>],
    ['mrp', t('product.mrp'), t('declarations.mrpValue', { price: formatINR(toPaise(size.originalPrice), lng) })],
    ['unit-price', t('declarations.unitPrice'), unitPriceText(t, size, lng) ?? t('product.na')],
    [
      'maker',
      t('declarations.maker'),
      <>
        {company.legalName}, {postalAddress(company)}
      </>,
    ],
    ['origin', t('declarations.origin'), countryName(product.countryOfOrigin, lng)],
    [
      'care',
      t('declarations.care'),
      <>
        <a href={`mailto:${company.email}`}>{company.email}</a> ·{' '}
        <a href={telHref(company.phone)} dir="ltr">
          {company.phone}
        </a>
      </>,
    ],
    ['shelf-life', t('declarations.shelfLife'), t('declarations.shelfLifeValue', { duration: shelfLifeText(product.shelfLifeDays, lng) })],
    [
      'fssai',
      t('footer.fssai'),
      <>
        <FssaiLogo /> <bdi>{company.fssaiLicence}</bdi>
      </>,
    ],
  ];
  return (
    <section className="declarations" aria-labelledby="declarations-heading">
      <h2 id="declarations-heading" className="declarations__heading">
        {t('declarations.heading')}
      </h2>
      <dl className="declarations__list">
        {rows.map(([id, label, value]) => (
          <div key={id} className="declarations__row" data-declaration={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The FSSAI mark as a small inline drawing (a stand-in for the authority's artwork, which an operator replaces). */
function FssaiLogo() {
  return (
    <svg className="declarations__fssai" width="52" height="22" viewBox="0 0 52 22" role="img" aria-label="FSSAI">
      <rect x="1" y="1" width="50" height="20" rx="4" fill="#fff" stroke="#1b5e20" strokeWidth="2" />
      <text x="26" y="15.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="700" fill="#1b5e20">
        fssai
      </text>
    </svg>
  );
}
