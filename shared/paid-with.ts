// How an order was paid, in the shopper's words (order pages, the
// confirmation, mails): "UPI", "Visa card ending 1111", "netbanking (HDFC)".
// The gateway's method names are its own; one it adds later reads as itself.
import type { TFunction } from 'i18next';

export interface PaidWith {
  method: string;
  network?: string;
  last4?: string;
  bank?: string;
  wallet?: string;
  /** The gateway's payment id. */
  reference: string;
}

export function paidWithText(t: TFunction, paid: Omit<PaidWith, 'reference'>): string {
  switch (paid.method) {
    case 'upi':
      return t('payment.methodNames.upi');
    case 'card':
      return paid.last4 ? t('payment.methodNames.cardEnding', { network: paid.network ?? '', last4: paid.last4 }) : t('payment.methodNames.card');
    case 'netbanking':
      return paid.bank ? t('payment.methodNames.netbankingBank', { bank: paid.bank }) : t('payment.methodNames.netbanking');
    case 'wallet':
      return paid.wallet ? t('payment.methodNames.walletName', { wallet: paid.wallet }) : t('payment.methodNames.wallet');
    default:
      return paid.method || t('payment.methodNames.online');
  }
}
