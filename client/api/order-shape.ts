// The order response in either shape of the spec (orderId or _id, orderDate or
// createdAt), read defensively into what the order detail shows.
import { CARD_BRANDS, type CardSummary } from '../../shared/card';
import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import type { PaidWith } from '../../shared/paid-with';
import { type PaymentState, paymentStateOf } from '../../shared/payment-state';

/** Where the order's money stands (a host without online payment sends none: read from the method). */
export interface PaymentView {
  state: PaymentState;
  paidWith: PaidWith | null;
  /** When it was paid online. */
  paidAt: string | null;
  /** When an order awaiting payment expires. */
  dueBy: string | null;
  /** Why the last attempt failed, in the gateway's words. */
  error: string | null;
  /** Rupees going back, and when the refund was asked for and ended. */
  refund: { amount: number; initiatedAt: string | null; settledAt: string | null } | null;
}

export interface ShipmentView {
  courier: string | null;
  /** The courier's tracking (air waybill) number. */
  awb: string | null;
  /** Only an https address. */
  trackingUrl: string | null;
}

export interface OrderView {
  orderId: string;
  date: string | null;
  status: string;
  paymentMethod: string;
  /** An order placed as a card order before the shop took payments online: its brand and last 4 digits (never charged). */
  card: CardSummary | null;
  payment: PaymentView;
  customer: Record<'firstName' | 'lastName' | 'phone' | 'email' | 'address' | 'city' | 'state' | 'postalCode' | 'country', string>;
  items: { id: string; name: string; image: string | null; size: string; quantity: number; price: number; subtotal: number }[];
  /** The GST invoice's number (null from a host that numbers none). */
  invoiceNumber: string | null;
  /** Rupees of GST inside the total (prices include it), when the host says. */
  gstIncluded: number | null;
  /** Whether the shopper may still cancel it (it has not shipped). */
  cancellable: boolean;
  /** A cancelled order's time of cancellation and the rupees due back (0: nothing was paid). */
  cancelledAt: string | null;
  refundDue: number;
  /** A cancelled order's credit note against its invoice (null until the host numbers it: on its first download). */
  creditNoteNumber: string | null;
  /** When it was packed, shipped and delivered: null until then, and from a host that does not say. */
  processingAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** What it shipped with, as far as the host says. */
  shipment: ShipmentView | null;
  pricing: { subtotal: number; shipping: number; tax: number; discount: number; totalSavings: number; orderTotal: number };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : 0);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

function toCard(o: Record<string, unknown>): CardSummary | null {
  const last4 = str(o.cardLast4);
  if (!/^\d{4}$/.test(last4)) return null;
  const brand = CARD_BRANDS.find((b) => b === o.cardBrand) ?? 'other';
  return { brand, last4 };
}

function toPaidWith(raw: unknown): PaidWith | null {
  const p = obj(raw);
  const method = str(p.method);
  const reference = str(p.reference);
  if (!method || !reference) return null;
  const optional = (name: 'network' | 'last4' | 'bank' | 'wallet') => (str(p[name]) ? { [name]: str(p[name]) } : {});
  return { method, reference, ...optional('network'), ...optional('last4'), ...optional('bank'), ...optional('wallet') };
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

function toShipment(raw: unknown): ShipmentView | null {
  const s = obj(raw);
  const courier = str(s.courier) || null;
  const awb = str(s.awb) || null;
  const trackingUrl = isHttpsUrl(str(s.trackingUrl)) ? str(s.trackingUrl) : null;
  return courier || awb || trackingUrl ? { courier, awb, trackingUrl } : null;
}

/** The payment as the host says it; a host that says nothing: paid on delivery, or (card, UPI) placed before online payment and not charged. */
function toPayment(raw: unknown, method: string): PaymentView {
  const p = obj(raw);
  const refund = obj(p.refund);
  return {
    state: paymentStateOf(p.state, method),
    paidWith: toPaidWith(p.paidWith),
    paidAt: str(p.paidAt) || null,
    dueBy: str(p.dueBy) || null,
    error: str(p.error) || null,
    refund: p.refund ? { amount: num(refund.amount), initiatedAt: str(refund.initiatedAt) || null, settledAt: str(refund.settledAt) || null } : null,
  };
}

export function toOrderView(raw: unknown): OrderView | null {
  const o = obj(raw);
  const orderId = str(o.orderId) || str(o._id);
  if (!orderId) return null;
  const c = obj(o.customer);
  const p = obj(o.pricing);
  const items = Array.isArray(o.items) ? o.items : [];
  return {
    orderId,
    date: str(o.orderDate) || str(o.createdAt) || null,
    status: str(o.status) || 'pending',
    paymentMethod: str(o.paymentMethod),
    card: toCard(o),
    payment: toPayment(o.payment, str(o.paymentMethod)),
    invoiceNumber: str(o.invoiceNumber) || null,
    gstIncluded: typeof o.gstIncluded === 'number' && Number.isFinite(o.gstIncluded) ? o.gstIncluded : null,
    cancellable: o.cancellable === true,
    cancelledAt: str(o.cancelledAt) || null,
    refundDue: num(o.refundDue),
    creditNoteNumber: str(o.creditNoteNumber) || null,
    processingAt: str(o.processingAt) || null,
    shippedAt: str(o.shippedAt) || null,
    deliveredAt: str(o.deliveredAt) || null,
    shipment: toShipment(o.shipment),
    customer: {
      firstName: str(c.firstName),
      lastName: str(c.lastName),
      phone: str(c.phone),
      email: str(c.email),
      address: str(c.address),
      city: str(c.city),
      state: str(c.state),
      postalCode: str(c.postalCode),
      country: str(c.country),
    },
    items: items.map((raw, i) => {
      const it = obj(raw);
      const size = obj(it.size);
      return {
        id: str(it.id) || String(i),
        name: str(it.name),
        image: str(it.image) || null,
        size: str(size.size) || str(it.size),
        quantity: num(it.quantity),
        price: num(it.price),
        subtotal: num(it.subtotal),
      };
    }),
    pricing: {
      subtotal: num(p.subtotal),
      shipping: num(p.shipping),
      tax: num(p.tax),
      discount: num(p.discount),
      totalSavings: num(p.totalSavings),
      orderTotal: num(p.orderTotal),
    },
  };
}

/** An order's moment in the page's language and calendar (English: en-IN), at India's time. */
export function formatOrderDate(iso: string | null, lng: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return dateTimeFormat(localeOf(lng), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
