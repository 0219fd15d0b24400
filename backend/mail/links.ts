// The shop's addresses that letters link to, in the letter's language, under
// the shop's public address.
import { getProduct } from '../../shared/catalogue';
import { DEFAULT_LANGUAGE } from '../../shared/languages';
import { pathTo } from '../../shared/routes';

/** `publicUrl` plus the language's prefix (none for English). */
export function shopUrl(publicUrl: string, lng: string, path: string): string {
  return `${publicUrl}${lng === DEFAULT_LANGUAGE ? '' : `/${lng}`}${path}`;
}

/** The order's page: the account's, or a guest's keyed link. */
export function orderPageUrl(publicUrl: string, lng: string, orderId: string, key: string | null): string {
  return key === null
    ? shopUrl(publicUrl, lng, pathTo('order-detail', { orderId }))
    : shopUrl(publicUrl, lng, `/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`);
}

/** Where an owner's or a guest's invoice is downloaded (through the shop's /api proxy). */
export function invoiceUrl(publicUrl: string, orderId: string, key: string | null): string {
  return `${publicUrl}/api/orders/${encodeURIComponent(orderId)}/invoice${key === null ? '' : `?key=${encodeURIComponent(key)}`}`;
}

/** A ticket's status page. */
export function grievanceStatusUrl(publicUrl: string, lng: string, ticket: string): string {
  return shopUrl(publicUrl, lng, `${pathTo('grievance-status')}?ticket=${encodeURIComponent(ticket)}`);
}

/** A product's page with a size chosen (the first size has the bare address). */
export function productPageUrl(publicUrl: string, lng: string, productId: number, sizeIndex: number): string {
  const link = getProduct(productId)?.link ?? '/';
  return shopUrl(publicUrl, lng, sizeIndex === 0 ? link : `${link}?size=${String(sizeIndex)}`);
}

/** The back office's set-up page for a new member of staff. */
export function staffSetupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/setup?token=${encodeURIComponent(token)}`;
}
