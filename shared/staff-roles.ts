// Who on the staff may do what (docs/decisions/031-staff-and-audit.md). The
// backend checks every staff call against this table; a page hides what a
// role cannot do only as a courtesy.
//
// | Action            | owner | fulfilment | support |
// |-------------------|-------|------------|---------|
// | orders.read       |   ✓   |     ✓      |    ✓    |
// | orders.move       |   ✓   |     ✓      |         |
// | orders.note       |   ✓   |     ✓      |    ✓    |
// | stock.read        |   ✓   |     ✓      |    ✓    |
// | stock.set         |   ✓   |     ✓      |         |
// | grievances.read   |   ✓   |            |    ✓    |
// | grievances.answer |   ✓   |            |    ✓    |
// | enquiries.read    |   ✓   |            |    ✓    |
// | enquiries.close   |   ✓   |            |    ✓    |
// | staff.manage      |   ✓   |            |         |
// | audit.read        |   ✓   |            |         |
export const STAFF_ROLES = ['owner', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const STAFF_PERMISSIONS = {
  'orders.read': ['owner', 'fulfilment', 'support'],
  'orders.move': ['owner', 'fulfilment'],
  'orders.note': ['owner', 'fulfilment', 'support'],
  'stock.read': ['owner', 'fulfilment', 'support'],
  'stock.set': ['owner', 'fulfilment'],
  'grievances.read': ['owner', 'support'],
  'grievances.answer': ['owner', 'support'],
  'enquiries.read': ['owner', 'support'],
  'enquiries.close': ['owner', 'support'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[];

export function can(role: StaffRole, action: StaffAction): boolean {
  return (STAFF_PERMISSIONS[action] as readonly StaffRole[]).includes(role);
}

/** A staff session ends after this long without a request, and after STAFF_SESSION_MAX_MS whatever happens. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** The link that sets up a new member of staff opens for this long. */
export const STAFF_SETUP_MS = 72 * 60 * 60 * 1000;
/** Between the password and the second factor, at most this long. */
export const STAFF_SECOND_STEP_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
