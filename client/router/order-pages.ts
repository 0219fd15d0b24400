// Where an order goes after checkout, in the request's language, with a
// guest's link key: its confirmation, or (paid online) its pay page.
import { pathTo } from '../../shared/routes';
import { localize } from './route-helpers';

const keyOf = (orderKey: unknown) => (typeof orderKey === 'string' && orderKey ? orderKey : null);

export function confirmationPath(request: Request, orderId: string, orderKey: unknown): string {
  const query = new URLSearchParams({ order: orderId });
  const key = keyOf(orderKey);
  if (key) query.set('key', key);
  return `${localize(request, pathTo('confirmation'))}?${query.toString()}`;
}

export function payPagePath(request: Request, orderId: string, orderKey: unknown): string {
  const key = keyOf(orderKey);
  return `${localize(request, pathTo('pay', { orderId }))}${key ? `?${new URLSearchParams({ key }).toString()}` : ''}`;
}
