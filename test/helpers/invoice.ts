// The invoice an order should have, worked out with the shared arithmetic from
// the order as the API answers it: what the PDF tests compare the PDF with.
import { invoiceAmount } from '../../backend/documents/invoice-document';
import { getProduct } from '../../shared/catalogue';
import { gstStateOf } from '../../shared/gst-states';
import { computeInvoice, indiaDay, type InvoiceLine } from '../../shared/invoice';
import { toPaise } from '../../shared/money';

/** What of an order's JSON its invoice depends on. */
export interface InvoicedOrder {
  orderDate: string;
  customer: { state: string; country: string };
  items: { productId: number; name: string; quantity: number; subtotal: number }[];
  pricing: { shipping: number; discount: number; orderTotal: number };
}

/** The invoice of an order delivered from the sample seller in Gujarat (state code 24). */
export function expectedInvoice(order: InvoicedOrder) {
  return computeInvoice({
    lines: order.items.map((i) => ({ productKey: getProduct(i.productId)!.key, description: i.name, quantity: i.quantity, amount: toPaise(i.subtotal) })),
    discount: toPaise(order.pricing.discount),
    shipping: toPaise(order.pricing.shipping),
    day: indiaDay(order.orderDate),
    sellerStateCode: '24',
    placeOfSupply: gstStateOf(order.customer.state, order.customer.country),
  });
}

/** A CGST + SGST line as the PDF's text reads, cell by cell: each half of the tax at half the rate. */
export const intraStateRow = (line: InvoiceLine) =>
  `|${[
    line.hsn,
    String(line.quantity),
    line.unit,
    invoiceAmount(line.taxable),
    `${String(line.percent / 2)}%`,
    invoiceAmount(line.cgst),
    `${String(line.percent / 2)}%`,
    invoiceAmount(line.sgst),
    invoiceAmount(line.amount),
  ].join('|')}|`;

/** An IGST line: the whole rate. */
export const interStateRow = (line: InvoiceLine) =>
  `|${[line.hsn, String(line.quantity), line.unit, invoiceAmount(line.taxable), `${String(line.percent)}%`, invoiceAmount(line.igst), invoiceAmount(line.amount)].join('|')}|`;
