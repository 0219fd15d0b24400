// An order's lines (product, size, quantity, price, subtotal) and its pricing,
// as the order page and the checkout confirmation both show them.
import { useTranslation } from 'react-i18next';

import { formatINR, toPaise } from '../../../shared/money';
import type { OrderView } from '../../api/order-shape';
import { CardTable } from './CardTable';

const FALLBACK_IMAGE = '/images/products/skyberry-small.svg';

function useMoney() {
  const { i18n } = useTranslation();
  return (rupees: number) => formatINR(toPaise(rupees), i18n.language);
}

export function OrderItems({ items }: { items: OrderView['items'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <CardTable
      label={t('orderDetail.items')}
      className="order-items"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        {
          label: t('orderDetail.product'),
          cell: (item) => (
            <span className="order-items__product">
              <img
                src={item.image ?? FALLBACK_IMAGE}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
                }}
              />
              {item.name}
            </span>
          ),
        },
        { label: t('orderDetail.size'), cell: (item) => item.size },
        { label: t('orderDetail.quantity'), cell: (item) => item.quantity },
        { label: t('orderDetail.price'), cell: (item) => money(item.price) },
        { label: t('orderDetail.subtotal'), cell: (item) => money(item.subtotal) },
      ]}
    />
  );
}

export function OrderPricing({ pricing, gstIncluded = null }: { pricing: OrderView['pricing']; gstIncluded?: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="summary order-pricing">
      <div>
        <dt>{t('orderDetail.subtotal')}</dt>
        <dd>{money(pricing.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('orderDetail.shipping')}</dt>
        <dd>{money(pricing.shipping)}</dd>
      </div>
      {gstIncluded === null ? (
        <div>
          <dt>{t('orderDetail.tax')}</dt>
          <dd>{money(pricing.tax)}</dd>
        </div>
      ) : (
        // Prices include GST: the tax is shown as what the total holds, from the invoice arithmetic.
        <div>
          <dt>{t('invoice.gstIncluded')}</dt>
          <dd data-testid="order-gst-included">{money(gstIncluded)}</dd>
        </div>
      )}
      {pricing.discount > 0 && (
        <div className="summary__discount">
          <dt>{t('orderDetail.discount')}</dt>
          <dd>−{money(pricing.discount)}</dd>
        </div>
      )}
      {pricing.totalSavings > 0 && (
        <div className="summary__savings">
          <dt>{t('orderDetail.savings')}</dt>
          <dd>{money(pricing.totalSavings)}</dd>
        </div>
      )}
      <div className="summary__total">
        <dt>{t('orderDetail.total')}</dt>
        <dd data-testid="order-detail-total">{money(pricing.orderTotal)}</dd>
      </div>
    </dl>
  );
}
