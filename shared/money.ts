// Money is integer paise everywhere; rupees appear only at the edges
// (catalogue input, formatted output). see docs/decisions/005-money-in-paise.md
import { numberFormat } from './intl';
import { localeOf } from './languages';

export type Paise = number;

export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function toRupees(paise: Paise): number {
  return paise / 100;
}

function currencyFormatter(lng: string, fractionDigits: number): Intl.NumberFormat {
  return numberFormat(localeOf(lng), {
    style: 'currency',
    currency: 'INR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** '₹1,250.00' in English; the ₹ sign and 2 decimals in every language. */
export function formatINR(paise: Paise, lng = 'en'): string {
  return currencyFormatter(lng, 2).format(paise / 100);
}

/** Whole rupees when the amount has no paise ('₹10'), else 2 decimals. */
export function formatINRShort(paise: Paise, lng = 'en'): string {
  return currencyFormatter(lng, paise % 100 === 0 ? 0 : 2).format(paise / 100);
}

export function formatNumber(value: number, lng = 'en', maxFractionDigits = 2): string {
  return numberFormat(localeOf(lng), { maximumFractionDigits: maxFractionDigits }).format(value);
}
