// An enquiry as the enquiries table keeps it.
import type { BrandFormKind } from '../../../shared/forms';

export interface EnquiryRow {
  id: string;
  kind: BrandFormKind;
  name: string;
  email: string;
  phone: string;
  order_id: string;
  message: string;
  language: string;
  resume_name: string | null;
  resume_type: string | null;
  resume_base64: string | null;
  status: 'new' | 'closed';
  created_at: number;
  closed_at: number | null;
}
