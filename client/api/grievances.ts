// The grievance and data-rights calls (docs/backend.md): file a complaint,
// look a ticket up by number and email, list the account's tickets; read and
// change marketing consent; delete the account.
import type { GrievanceView } from '../../shared/grievance-form';
import type { ApiBody, Call } from './request';

export interface GrievanceInput {
  category: string;
  orderId: string;
  message: string;
  name: string;
  email: string;
  /** The page's language: the acknowledgement mail's. */
  language: string;
}

/** A ticket as the page shows it (the shopper's own message included). */
export type Grievance = GrievanceView & { message: string };

export function grievanceCalls(call: Call) {
  return {
    fileGrievance: (input: GrievanceInput) => call<ApiBody & { ticket: string }>('/api/grievances', { method: 'POST', body: input, fallbackKey: 'grievances.failed' }),
    grievanceStatus: (ticket: string, email: string) =>
      call<ApiBody & { grievance: Grievance }>('/api/grievances/status', { method: 'POST', body: { ticket, email }, fallbackKey: 'grievances.failed' }),
    myGrievances: () => call<ApiBody & { grievances: Grievance[] }>('/api/grievances', { fallbackKey: 'grievances.failed' }),
    marketingConsent: () => call<ApiBody & { marketingConsent: boolean }>('/api/account/consent', { fallbackKey: 'grievances.failed' }),
    setMarketingConsent: (marketingConsent: boolean) => call('/api/account/consent', { method: 'PUT', body: { marketingConsent }, fallbackKey: 'grievances.failed' }),
    deleteAccount: (password: string, language: string) => call('/api/account/delete', { method: 'POST', body: { password, language }, fallbackKey: 'grievances.failed' }),
  };
}
