// The shapes the back office's API answers with (backend/http/admin-routes.ts)
// and its pages read (client/admin): one definition for both sides.

/** One line of the order list. `total` in paise. */
export interface ListedOrder {
  id: string;
  status: string;
  paymentState: string;
  paymentMethod: string;
  total: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  state: string;
  pin: string;
}

/** An order on the packing list, with what goes in the box. `total` in paise. */
export interface OrderToPack {
  id: string;
  status: string;
  createdAt: string;
  paymentMethod: string;
  total: number;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  lines: { name: string; size: string; quantity: number }[];
}

/** An entry of the audit trail, as the database keeps it. */
export interface AuditRow {
  id: number;
  staff_id: number | null;
  actor: string;
  action: string;
  record_type: string;
  record_id: string;
  before_json: string | null;
  after_json: string | null;
  at: number;
}

/** An enquiry as the back office lists it (without the résumé's bytes). */
export interface ListedEnquiry {
  id: string;
  kind: 'feedback' | 'contact' | 'customer-care' | 'join';
  name: string;
  email: string;
  phone: string;
  order_id: string;
  message: string;
  language: string;
  resume_name: string | null;
  resume_type: string | null;
  status: 'new' | 'closed';
  created_at: number;
  closed_at: number | null;
}
