// "Delivery by <date>" for the shopper's PIN code, in the page's language and
// calendar (Intl, in India's time zone), with whether cash on delivery is
// taken there and a link to choose or change the PIN (client/routes/deliver-to.tsx).
// The quote is the route loader's `delivery` (client/router/delivery-quote.ts):
// made for the pin cookie when the page was, so the first HTML has it and the
// browser renders the same. Given the PIN typed in a form (checkout), it
// answers for that PIN at the loader's moment, as it is typed.
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';

import { type DeliveryQuote, deliveryQuote } from '../../../shared/delivery';
import { deliveryDayText } from '../../../shared/delivery-day';
import { pageSearch } from '../../../shared/page-query';
import { pathTo } from '../../../shared/routes';
import { Link } from '../Link';

/** What a page with a delivery promise has in its loader data. */
interface WithDeliveryQuote {
  delivery?: DeliveryQuote;
}

export function DeliveryPromise({ pin }: { pin?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const loaded = useLoaderData<WithDeliveryQuote | undefined>()?.delivery;
  if (!loaded) return null;
  if (pin !== undefined) {
    // A typed PIN: its field says what is wrong with it; a served one gets its date.
    const typed = deliveryQuote(pin, new Date(loaded.at));
    return typed.pin && typed.serviceable ? (
      <div className="delivery-promise" data-testid="delivery-promise" aria-live="polite">
        <DeliveryQuoteText quote={typed} />
      </div>
    ) : null;
  }
  return (
    <div className="delivery-promise" data-testid="delivery-promise">
      {loaded.pin && <DeliveryQuoteText quote={loaded} />}
      <p>
        <Link to={`${pathTo('deliver-to')}?redirect=${encodeURIComponent(pathname + pageSearch(search))}`}>{loaded.pin ? t('delivery.change') : t('delivery.askPin')}</Link>
      </p>
    </div>
  );
}

/** When it arrives and how it is paid for, or that the PIN is not served. */
export function DeliveryQuoteText({ quote }: { quote: DeliveryQuote }) {
  const { t, i18n } = useTranslation();
  if (!quote.pin) return null;
  if (!quote.serviceable) return <p className="delivery-promise__date">{t('delivery.unserviceable', { pin: quote.pin })}</p>;
  const date = deliveryDayText(i18n.language, quote.date);
  return (
    <>
      <p className="delivery-promise__date">{t('delivery.by', { date, pin: quote.pin })}</p>
      <p className="delivery-promise__cod">{quote.cod ? t('delivery.codAvailable') : t('delivery.codUnavailable')}</p>
    </>
  );
}
