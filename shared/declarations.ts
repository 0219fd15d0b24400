// The declarations the packaged-commodities rules ask an online seller to show
// before purchase, worked out from the catalogue and the company facts: net
// quantity, the maker's postal address, the country of origin and the shelf
// life, in the page's language. Pure; the words around them are i18n strings
// (declarations.*). see docs/decisions/021-product-declarations-and-policies.md
import type { SizeOption } from './catalogue';
import type { CompanyFacts } from './company';
import { displayNames, numberFormat } from './intl';
import { localeOf } from './languages';

export interface NetQuantity {
  amount: number;
  /** The unit symbol the pack prints: ml below a litre, L for whole litres. */
  unit: 'ml' | 'L';
}

/** 250 → 250 ml; 1000 → 1 L; 20000 → 20 L (a size that is not whole litres stays in ml). */
export function netQuantity(size: Pick<SizeOption, 'value'>): NetQuantity {
  if (size.value >= 1000 && size.value % 1000 === 0) return { amount: size.value / 1000, unit: 'L' };
  return { amount: size.value, unit: 'ml' };
}

/** '250 ml', '1 L': unit symbols are the same in every language, the number is written in the page's. */
export function netQuantityText(size: Pick<SizeOption, 'value'>, lng: string): string {
  const { amount, unit } = netQuantity(size);
  return `${numberFormat(localeOf(lng)).format(amount)} ${unit}`;
}

/** The country an ISO code names, in the page's language ('IN' → 'India', 'भारत'). */
export function countryName(code: string, lng: string): string {
  return displayNames(localeOf(lng), { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** '180 days' in the page's language. */
export function shelfLifeText(days: number, lng: string): string {
  return numberFormat(localeOf(lng), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** The full postal address, PIN included: 'Plot 14, …, Jetpur, Gujarat 360370, India'. */
export function postalAddress(company: Pick<CompanyFacts, 'street' | 'city' | 'region' | 'postalCode' | 'country'>): string {
  return `${company.street}, ${company.city}, ${company.region} ${company.postalCode}, ${company.country}`;
}
