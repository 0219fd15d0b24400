// Subtotal, shipping, tax, coupon discount, savings and total (rules: shared/pricing.ts).
import { useTranslation } from 'react-i18next';

import { formatINR } from '../../../shared/money';
import type { Totals } from '../../../shared/pricing';

export function OrderSummary({ totals, headingId }: { totals: Totals; headingId?: string }) {
  const { t, i18n } = useTranslation();
  const money = (paise: number) => formatINR(paise, i18n.language);
  return (
    <dl className="summary">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{money(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd data-testid="summary-shipping">{totals.itemCount > 0 && totals.shipping === 0 ? t('cart.free') : money(totals.shipping)}</dd>
      </div>
      <div>
        <dt>{t('cart.tax')}</dt>
        <dd data-testid="summary-tax">{money(totals.tax)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="summary__discount">
          <dt>{t('cart.discount')}</dt>
          <dd data-testid="summary-discount">−{money(totals.discount)}</dd>
        </div>
      )}
      {totals.savings > 0 && (
        <div className="summary__savings">
          <dt>{t('cart.savings')}</dt>
          <dd data-testid="summary-savings">{money(totals.savings)}</dd>
        </div>
      )}
      <div className="summary__total" aria-describedby={headingId}>
        <dt>{t('cart.total')}</dt>
        <dd data-testid="summary-total">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
