import { describe, expect, it } from 'vitest';

import { can, STAFF_ACTIONS, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

describe('the staff role table', () => {
  it('gives the owner everything', () => {
    for (const action of STAFF_ACTIONS) expect(can('owner', action), action).toBe(true);
  });

  it('gives fulfilment orders, shipping and stock, and nothing of grievances, enquiries, staff or the audit trail', () => {
    expect(STAFF_ACTIONS.filter((a) => can('fulfilment', a))).toEqual(['orders.read', 'orders.move', 'orders.note', 'stock.read', 'stock.set']);
  });

  it('gives support grievances, enquiries and read-only orders and stock', () => {
    expect(STAFF_ACTIONS.filter((a) => can('support', a))).toEqual([
      'orders.read',
      'orders.note',
      'stock.read',
      'grievances.read',
      'grievances.answer',
      'enquiries.read',
      'enquiries.close',
    ]);
  });

  it('is the table its comment shows', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync('shared/staff-roles.ts', 'utf8');
    for (const action of STAFF_ACTIONS) {
      const row = new RegExp(`^// \\| ${action.replace('.', '\\.')}\\s+\\|(.*)$`, 'm').exec(source)?.[1] ?? '';
      const cells = row.split('|').map((c) => c.trim() === '✓');
      expect(
        STAFF_ROLES.filter((_, i) => cells[i]),
        action,
      ).toEqual([...STAFF_PERMISSIONS[action]]);
    }
  });
});
