// /confirmation?order=<id>&key=<key>: the third checkout step. The order
// number is in the URL, so the page survives a reload; without one there is
// nothing to confirm. The loader reads the order (the owner's session, or the
// key a guest's order was placed with) to show what was bought; when it
// cannot, the number and the promise are still there.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';

import { pathTo } from '../../shared/routes';
import { toOrderView } from '../api/order-shape';
import { orderCalls } from '../api/orders';
import { CheckoutProgress } from '../components/shop/CheckoutProgress';
import { OrderConfirmation } from '../components/shop/OrderConfirmation';
import { services } from '../router/app-context';
import { localize } from '../router/route-helpers';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = params.get('order') ?? '';
  if (!/^[\w-]{1,64}$/.test(orderId)) throw redirect(localize(request, pathTo('shopping-cart')));
  const given = params.get('key');
  const key = given && /^[\w.-]{1,64}$/.test(given) ? given : null;
  const result = await orderCalls(services(context).api.call).order(orderId, key ?? undefined);
  return { orderId, key, order: result.ok ? toOrderView(result.data.order) : null };
}

export default function ConfirmationRoute() {
  const { t } = useTranslation();
  const { orderId, key, order } = useLoaderData<typeof loader>();
  return (
    <section className="checkout">
      <h1>{t('checkout.steps.confirmation')}</h1>
      <CheckoutProgress current="confirmation" />
      <OrderConfirmation orderId={orderId} orderKey={key} order={order} />
    </section>
  );
}
