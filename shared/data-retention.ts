// What an order keeps of its customer once the account is deleted
// (docs/decisions/023-grievances-and-data-rights.md): the invoice stays for
// the tax law's period, with no more personal data than the invoice needs. A
// B2C invoice below ₹50,000 needs only the place of supply (the state); one of
// ₹50,000 or more names the recipient and the delivery address (no email or
// phone), as does every invoice to a registered business (B2B: its name,
// GSTIN and address, whatever the value). The books are kept 72 months from the due date of the year's annual
// return (31 December after the financial year, which ends on 31 March).
import { type Paise, toPaise } from './money';

/** From this invoice value a B2C invoice names the recipient and address. */
export const NAMED_INVOICE_FROM: Paise = toPaise(50_000);
export const RETENTION_MONTHS = 72;

export interface OrderCustomer {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  businessName?: string;
  gstin?: string;
}

/** The customer an erased account's order keeps: the state only, or, for a named invoice, name, address and state (and a business's name and GSTIN). */
export function retainedCustomer(customer: OrderCustomer, total: Paise): OrderCustomer {
  const state = customer.state ?? '';
  const business = customer.gstin ? { businessName: customer.businessName ?? '', gstin: customer.gstin } : {};
  if (total < NAMED_INVOICE_FROM && !customer.gstin) return { state };
  return {
    ...business,
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    state,
    postalCode: customer.postalCode ?? '',
    country: customer.country ?? '',
  };
}

/** The last day (UTC, YYYY-MM-DD) an order's invoice must be kept: 72 months after 31 December following its financial year. */
export function invoiceRetainUntil(orderDate: Date): string {
  const year = orderDate.getUTCFullYear();
  // The financial year runs 1 April – 31 March; it ends in the next calendar year from April on.
  const yearEnds = orderDate.getUTCMonth() >= 3 ? year + 1 : year;
  const returnDue = yearEnds; // the annual return is due on 31 December of the year the financial year ends
  return `${String(returnDue + RETENTION_MONTHS / 12)}-12-31`;
}
