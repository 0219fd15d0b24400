// What every route file is given once: the store's context (database, mail,
// secret, limits) and how to write cookies and invoices.
import type { CompanyFacts } from '../../shared/company';
import type { InvoiceSettings } from '../documents/invoice-settings';
import type { StoreContext } from '../store/context';

export interface HttpContext extends StoreContext {
  /** Cookies are Secure when the shop is served over https. */
  secureCookies: boolean;
  /** The seller on GST invoices. */
  company: CompanyFacts;
  /** Who signs the invoices and credit notes, and with what. */
  invoicing: InvoiceSettings;
}
