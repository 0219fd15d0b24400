// /confirmation?order=<id>: the third checkout step. The order number is in the
// URL, so the page survives a reload; without one there is nothing to confirm.
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../shared/routes';
import { CheckoutProgress } from '../components/shop/CheckoutProgress';
import { OrderConfirmation } from '../components/shop/OrderConfirmation';
import { localize } from '../router/route-helpers';

export function loader({ request }: LoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  if (!/^[\w-]{1,64}$/.test(orderId)) throw redirect(localize(request, pathTo('shopping-cart')));
  return { orderId };
}

export default function ConfirmationRoute() {
  const { t } = useTranslation();
  const { orderId } = useLoaderData<typeof loader>();
  return (
    <section className="checkout">
      <h1>{t('checkout.steps.confirmation')}</h1>
      <CheckoutProgress current="confirmation" />
      <OrderConfirmation orderId={orderId} />
    </section>
  );
}
