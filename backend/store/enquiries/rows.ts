// An enquiry as the enquiries table keeps it: what the back office lists, and the résumé's bytes (base64).
import type { ListedEnquiry } from '../../../shared/admin-api';

export interface EnquiryRow extends ListedEnquiry {
  resume_base64: string | null;
}
