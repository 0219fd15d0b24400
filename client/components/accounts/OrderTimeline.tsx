// An order's timeline on its page (./order-timeline.ts): each step it reached
// with its date in the page's language, the steps to come as upcoming, the
// latest reached marked as the current one; the shipped step names the
// courier and the AWB number and links to the courier's tracking page.
import { useTranslation } from 'react-i18next';

import { formatOrderDate, type OrderView, type ShipmentView } from '../../api/order-shape';
import { timelineOf } from './order-timeline';

function Shipment({ shipment }: { shipment: ShipmentView }) {
  const { t } = useTranslation();
  return (
    <p className="order-timeline__shipment" data-testid="order-shipment">
      {shipment.courier && <span>{t('timeline.courier', { courier: shipment.courier })}</span>}
      {shipment.awb && <span>{t('timeline.awb', { awb: shipment.awb })}</span>}
      {shipment.trackingUrl && (
        <a href={shipment.trackingUrl} rel="noopener noreferrer" data-testid="order-tracking">
          {t('timeline.track')}
        </a>
      )}
    </p>
  );
}

export function OrderTimeline({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const steps = timelineOf(order);
  const current = steps.findLastIndex((s) => s.reached);
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('timeline.title')}</h2>
      <ol data-testid="order-timeline">
        {steps.map((step, i) => (
          <li
            key={step.name}
            className={`order-timeline__step order-timeline__step--${step.reached ? 'reached' : 'upcoming'}`}
            data-step={step.name}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="order-timeline__name">{t(`timeline.steps.${step.name}`)}</span>
            {step.at && <time dateTime={step.at}>{formatOrderDate(step.at, i18n.language)}</time>}
            {!step.reached && <span className="order-timeline__upcoming">{t('timeline.upcoming')}</span>}
            {step.name === 'shipped' && step.reached && order.shipment && <Shipment shipment={order.shipment} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
