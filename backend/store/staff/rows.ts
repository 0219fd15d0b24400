// A member of staff as the staff table keeps them, and as the rest of the backend sees them.
import type { StaffRole } from '../../../shared/staff-roles';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_sealed: string | null;
  totp_confirmed: number;
  totp_last_step: number | null;
  recovery_json: string;
  setup_token_hash: string | null;
  setup_expires_at: number | null;
  disabled_at: number | null;
  created_at: number;
}

/** Who is acting: a member of staff signed in to the back office. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** Who an audit entry names: a member of staff, or the operator at the server's shell (a CLI command). */
export type Actor = StaffMember | { operator: string };

export const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name, role: row.role });
