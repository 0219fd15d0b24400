// /deliver-to: the PIN code the shopper delivers to. The header's "Deliver to"
// links here with ?redirect= the page it is on. The form posts to this
// module's action, which checks the PIN, keeps it in the pin cookie for a year
// (SameSite=Lax; readable by the page's scripts, as the browser's loaders read
// it as the server's do) — or forgets it — and goes back to that page: a 303
// without JavaScript, a client-side redirect with it (no reload; the root
// loader then reads the new PIN for the header). The product pages and
// checkout then promise a date for it (shared/delivery.ts).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';

import { PIN_COOKIE } from '../../shared/cookie-names';
import { cutoffTimeText } from '../../shared/delivery-day';
import { pinCode } from '../../shared/pin-code';
import { pathTo } from '../../shared/routes';
import { safeRedirect } from '../../shared/safe-redirect';
import { Field } from '../components/Field';
import { Link } from '../components/Link';
import { DeliveryQuoteText } from '../components/shop/DeliveryPromise';
import { CsrfField } from '../context/boot';
import { services } from '../router/app-context';
import { shopperDeliveryQuote } from '../router/delivery-quote';
import { backTo, field, localize, readForm } from '../router/route-helpers';

const A_YEAR = 365 * 24 * 3600;

/** A refused post: what was typed, shown again beside its error, and where to go back to still. */
interface Posted {
  typed: string;
  back: string;
}

const home = (request: Request) => localize(request, pathTo('home'));

export function loader({ request, context }: LoaderFunctionArgs) {
  const back = safeRedirect(new URL(request.url).searchParams.get('redirect'), home(request));
  return { back, delivery: shopperDeliveryQuote(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const back = backTo(form, home(request));
  if (field(form, 'intent', 10) === 'forget') {
    app.cookies.remove(PIN_COOKIE);
    return redirect(back, 303);
  }
  const typed = field(form, 'pin', 40);
  const pin = pinCode(typed);
  if (!pin) return data<Posted>({ typed, back }, { status: 400 });
  app.cookies.set(PIN_COOKIE, pin, { maxAge: A_YEAR });
  return redirect(back, 303);
}

export default function DeliverToRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<Posted>();
  const { delivery } = loaded;
  const back = posted?.back ?? loaded.back;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const cutoff = cutoffTimeText(i18n.language);
  return (
    <section className="auth-page deliver-to-page">
      <h1>{t('delivery.title')}</h1>
      <p>{t('delivery.intro')}</p>
      {delivery.pin && (
        <div className="delivery-promise" data-testid="delivery-current">
          <p>{t('delivery.current', { pin: delivery.pin })}</p>
          <DeliveryQuoteText quote={delivery} />
        </div>
      )}
      <Form method="post" className="auth-form" noValidate aria-busy={busy}>
        <CsrfField />
        <input type="hidden" name="redirectTo" value={back} />
        <Field id="deliver-to-pin" label={t('delivery.pinLabel')} hint={t('delivery.pinHint')} error={posted ? t('delivery.invalid') : undefined} required>
          {(control) => (
            <input
              {...control}
              key={posted?.typed ?? delivery.pin ?? ''}
              name="pin"
              defaultValue={posted?.typed ?? delivery.pin ?? ''}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={12}
            />
          )}
        </Field>
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {t('delivery.save')}
        </button>
      </Form>
      {delivery.pin && (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" name="intent" value="forget" className="link-button" disabled={busy}>
            {t('delivery.forget')}
          </button>
        </Form>
      )}
      <p className="field__hint">{t('delivery.cutoff', { time: cutoff })}</p>
      <p className="field__hint">{t('delivery.cookie')}</p>
      <p>
        <Link to={back}>{t('delivery.back')}</Link>
      </p>
    </section>
  );
}
