// What the GST tax invoice of an order says, and the credit note against it
// once the order is cancelled (the same lines and totals, all credited, under
// another title); ./invoice-pdf.ts draws it. The fixed text is English in the
// PDF's built-in Helvetica, which draws Latin-1 only: amounts read
// "Rs. 1,234.50" (no ₹ sign). The buyer's own details print as typed, in the
// font of their script (./invoice-fonts.ts); only a script without a font
// there (Chinese, Japanese, Korean) shows as "—" with a note
// (docs/decisions/028-every-word-in-the-shoppers-language.md).

import { getProduct } from '../../shared/catalogue';
import type { CompanyFacts } from '../../shared/company';
import { gstStateByCode, gstStateOf } from '../../shared/gst-states';
import { gstStateCode } from '../../shared/gstin';
import { dateTimeFormat } from '../../shared/intl';
import { computeInvoice, indiaDay, type Invoice } from '../../shared/invoice';
import type { Paise } from '../../shared/money';
import type { ItemRow, OrderRow } from '../store/orders/rows';
import { isPrintable } from './invoice-fonts';
import type { InvoiceSettings } from './invoice-settings';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,234.50' (Indian digit grouping). */
export function invoiceAmount(paise: Paise): string {
  return `Rs. ${rupees.format(paise / 100)}`;
}

/** '25 Nov 2026' of a YYYY-MM-DD day. */
export function invoiceDate(day: string): string {
  return dateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const NO_DETAIL = '—';
/** What Helvetica, the fixed text's font, can draw: printable Latin-1 and the dash. */
export const HELVETICA_DRAWS = /^[\x20-\x7E\u00A0-\u00FF\u2014]*$/;

export interface InvoiceDocument {
  /** A tax invoice, or the credit note against it (CGST Act section 34): its number and day are then the credit note's. */
  kind: 'invoice' | 'credit-note';
  number: string;
  day: string;
  orderId: string;
  seller: CompanyFacts;
  buyer: { name: string; lines: string[]; missing: boolean; unprintable: boolean };
  /** A registered business buyer (B2B): the invoice names it with its GSTIN. */
  business: { name: string; gstin: string } | null;
  placeOfSupply: string;
  /** The authorised signatory, and whether the PDF carries a digital signature. */
  signatory: { name: string; designation: string; digital: boolean };
  invoice: Invoice;
  cancelled: { day: string; refundDue: Paise; creditNote: string | null } | null;
  /** A credit note's invoice. */
  against: { number: string; day: string } | null;
}

/** What the invoice says, from the stored order (which may have been anonymised: then only its state is left). */
export function invoiceDocument(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts, settings: InvoiceSettings): InvoiceDocument {
  const customer = JSON.parse(order.customer_json) as Record<string, unknown>;
  const text = (name: string) => (typeof customer[name] === 'string' ? customer[name].trim() : '');
  let unprintable = false;
  const printable = (value: string) => {
    if (isPrintable(value)) return value;
    unprintable = true;
    return NO_DETAIL;
  };
  const name = printable([text('firstName'), text('lastName')].filter(Boolean).join(' '));
  const place = [text('city'), [text('state'), text('postalCode')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [text('address'), place, text('country')].filter(Boolean).map(printable);
  const gstin = text('gstin');
  const business = gstin ? { name: printable(text('businessName')) || NO_DETAIL, gstin } : null;
  // A registered buyer's place of supply is the state of its GSTIN.
  const state = (gstin ? gstStateByCode(gstStateCode(gstin)) : null) ?? gstStateOf(text('state'), text('country') || 'India');
  const day = indiaDay(order.created_at);
  const sellerState = gstStateCode(seller.gstin);
  const invoice = computeInvoice({
    lines: items.map((i) => ({
      productKey: getProduct(i.product_id)?.key ?? '',
      description: `${i.name} (${i.size_label})`,
      quantity: i.quantity,
      amount: i.subtotal,
    })),
    discount: order.discount,
    shipping: order.shipping,
    day,
    sellerStateCode: sellerState,
    placeOfSupply: state,
  });
  if (invoice.totals.total !== order.total) throw new Error(`Invoice of ${order.id} totals ${invoice.totals.total}, the order ${order.total}`);
  return {
    kind: 'invoice',
    number: order.invoice_number ?? order.id,
    day,
    orderId: order.id,
    seller,
    buyer: { name: name || NO_DETAIL, lines: lines.length ? lines : [NO_DETAIL], missing: !name, unprintable },
    business,
    signatory: { name: settings.signatoryName, designation: settings.signatoryDesignation, digital: settings.signing !== null },
    placeOfSupply: state ? `${state.name} (${state.code})` : `${HELVETICA_DRAWS.test(text('state')) ? text('state') || NO_DETAIL : NO_DETAIL} (state not recognised: IGST)`,
    invoice,
    cancelled:
      order.status === 'cancelled' && order.cancelled_at ? { day: indiaDay(order.cancelled_at), refundDue: order.refund_due ?? 0, creditNote: order.credit_note_number } : null,
    against: null,
  };
}

/** What a cancelled order's credit note says: the invoice's lines and totals, all credited, dated the day of cancellation. */
export function creditNoteDocument(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts, settings: InvoiceSettings): InvoiceDocument {
  const invoice = invoiceDocument(order, items, seller, settings);
  if (!invoice.cancelled || !order.credit_note_number) throw new Error(`Order ${order.id} has no credit note`);
  return { ...invoice, kind: 'credit-note', number: order.credit_note_number, day: invoice.cancelled.day, against: { number: invoice.number, day: invoice.day } };
}
