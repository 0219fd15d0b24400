// A size's stock in the shopper's words: why it cannot be bought (out of
// stock, or out of season until a date in the page's language), or how few
// are left; null when there is nothing to say.
import type { TFunction } from 'i18next';

import { dateTimeFormat } from '../../../shared/intl';
import { localeOf } from '../../../shared/languages';
import { type Availability, FEW_LEFT } from '../../../shared/stock';

export function returnDate(lng: string, date: string): string {
  return dateTimeFormat(localeOf(lng), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function stockText(t: TFunction, lng: string, availability: Availability): string | null {
  if (availability.state === 'out_of_stock') return t('stock.outOfStock');
  if (availability.state === 'out_of_season') return t('stock.returns', { date: returnDate(lng, availability.returns) });
  if (availability.left !== null && availability.left <= FEW_LEFT) return t('stock.fewLeft', { count: availability.left });
  return null;
}

/** The same, as a note after a size's name (' · Out of stock'); '' when there is none. */
export function stockNote(t: TFunction, lng: string, availability: Availability): string {
  const text = stockText(t, lng, availability);
  return text ? ` · ${text}` : '';
}
