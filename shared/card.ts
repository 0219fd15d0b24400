// The card networks the gateway's checkout takes (named on the payment
// methods page), and how an order placed as a card order before the shop took
// payments online kept its card: brand and last 4 digits, never charged
// (docs/decisions/017-card-data.md, superseded by 026-payments.md). Pure.

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
