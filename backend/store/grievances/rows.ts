// A grievance ticket as the grievances table keeps it.
import type { GrievanceCategory, GrievanceStatus } from '../../../shared/grievance-form';

export interface GrievanceRow {
  id: string;
  user_id: number | null;
  category: GrievanceCategory;
  order_id: string | null;
  name: string;
  email: string;
  message: string;
  language: string;
  status: GrievanceStatus;
  reply: string | null;
  created_at: number;
  acknowledged_at: number | null;
  resolved_at: number | null;
}
