// What the shop may know of a payment card: its brand and last 4 digits, both
// read in the browser from the number the shopper typed. The number itself
// never leaves the browser (docs/decisions/017-card-data.md). Pure.

export const CARD_BRANDS = ['visa', 'mastercard', 'rupay', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The networks' own names: proper names, the same in every language ('other' is translated where shown). */
export const CARD_BRAND_NAMES: Record<Exclude<CardBrand, 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  discover: 'Discover',
};

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

/** The number's digits, without the spaces and dashes people type. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

export function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits that pass the Luhn check (spaces and dashes allowed). */
export function validCardNumber(number: string): boolean {
  const d = cardDigits(number);
  return /^\d{12,19}$/.test(d) && luhn(d);
}

const between = (prefix: string, low: number, high: number) => {
  const n = Number(prefix);
  return n >= low && n <= high;
};

/**
 * The card's network from its leading digits (the issuer identification
 * number). Simplified to the ranges a shop in India meets:
 * - American Express: 34, 37
 * - Visa: 4
 * - Mastercard: 51–55, 2221–2720
 * - Discover: 6011, 644–649
 * - RuPay: 60 (but 6011), 65, 81, 82, 508, and 353 and 356 (cards issued
 *   with JCB). 65 is Discover's range too; the two networks accept each
 *   other's cards, and in India a 65 card is a RuPay card.
 * Anything else is 'other'.
 */
export function cardBrand(number: string): CardBrand {
  const d = cardDigits(number);
  if (/^3[47]/.test(d)) return 'amex';
  if (d.startsWith('4')) return 'visa';
  if (between(d.slice(0, 2), 51, 55) || between(d.slice(0, 4), 2221, 2720)) return 'mastercard';
  if (d.startsWith('6011') || between(d.slice(0, 3), 644, 649)) return 'discover';
  if (/^(60|65|81|82|508|353|356)/.test(d)) return 'rupay';
  return 'other';
}

/** Brand and last 4 digits of a valid number; null while the number is not one. */
export function cardSummary(number: string): CardSummary | null {
  if (!validCardNumber(number)) return null;
  return { brand: cardBrand(number), last4: cardDigits(number).slice(-4) };
}
