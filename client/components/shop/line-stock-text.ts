// Why a cart line cannot be ordered as it is, for the cart and checkout only
// (apart from ./stock-text.ts, so that product pages do not carry its words).
import type { TFunction } from 'i18next';

import type { Availability } from '../../../shared/stock';
import { returnDate } from './stock-text';

/** Why a cart line cannot be ordered as it is, and what to do; null when it can. */
export function lineStockProblem(t: TFunction, lng: string, availability: Availability, quantity: number): string | null {
  if (availability.state === 'out_of_stock') return t('stock.line.out');
  if (availability.state === 'out_of_season') return t('stock.line.season', { date: returnDate(lng, availability.returns) });
  if (availability.left !== null && availability.left < quantity) return t('stock.line.fewer', { count: availability.left });
  return null;
}
