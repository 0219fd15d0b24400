// The shopper's data rights (docs/decisions/023-grievances-and-data-rights.md):
// marketing consent read and changed, everything the shop holds about the
// account as one document, and the account deleted — sessions revoked,
// personal data erased, orders kept for the tax law with only what their
// invoice needs, and a confirmation mail.
import type { TFunction } from 'i18next';

import { invoiceRetainUntil, type OrderCustomer, retainedCustomer } from '../../../shared/data-retention';
import type { StoreContext } from '../context';
import type { Db, Queryable } from '../db';
import { DomainError } from '../domain-error';
import { toGrievanceView } from '../grievances/grievance-view';
import type { GrievanceRow } from '../grievances/rows';
import { notificationText } from '../notifications';
import { readOrder } from '../orders/read-orders';
import { verifyPassword } from '../secrets';
import { endSession, raiseSessionEpoch, type User } from './sessions';

interface AccountRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  is_verified: number;
  created_at: string;
  marketing_consent: number;
  marketing_consent_at: string | null;
}

/** Everything the shop holds about an account, without secrets (password hash, session tokens, codes); its notifications worded with `t`. */
export async function exportAccount(db: Queryable, userId: number, t: TFunction) {
  const account = await db.get<AccountRow>('SELECT * FROM users WHERE id = ?', userId);
  if (!account) throw new DomainError('not_authenticated');
  const orderIds = await db.all<{ id: string }>('SELECT id FROM orders WHERE user_id = ? ORDER BY created_at', userId);
  const orders = [];
  for (const { id } of orderIds) {
    const found = await readOrder(db, id);
    if (found) orders.push(found.json);
  }
  const addresses = new Map<string, Record<string, string>>();
  for (const order of orders) {
    const { firstName, lastName, phone, address, city, state, postalCode, country } = order.customer;
    const entry = { firstName, lastName, phone, address, city, state, postalCode, country } as Record<string, string>;
    addresses.set(JSON.stringify(entry), entry);
  }
  const notifications = await db.all<{ type: string; order_id: string | null; grievance_id: string | null; is_read: number; created_at: string }>(
    'SELECT type, order_id, grievance_id, is_read, created_at FROM notifications WHERE user_id = ? ORDER BY seq',
    userId,
  );
  const grievances = await db.all<GrievanceRow>('SELECT * FROM grievances WHERE user_id = ? OR email = ? ORDER BY created_at', userId, account.email);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      name: account.name,
      email: account.email,
      emailVerified: account.is_verified === 1,
      createdAt: account.created_at,
      marketingConsent: account.marketing_consent === 1,
      marketingConsentChangedAt: account.marketing_consent_at,
    },
    addresses: [...addresses.values()],
    orders,
    notifications: notifications.map((n) => ({
      type: n.type,
      ...notificationText(n, t),
      ...(n.order_id ? { orderId: n.order_id } : {}),
      ...(n.grievance_id ? { ticket: n.grievance_id } : {}),
      isRead: n.is_read === 1,
      createdAt: n.created_at,
    })),
    grievances: grievances.map((g) => ({ ...toGrievanceView(g), name: g.name, email: g.email })),
  };
}

/**
 * Deletes an account in one transaction: its sessions, codes, notifications,
 * sign-ups and rate-limit counters go; its grievances lose everything personal;
 * its orders stay for the tax law with only what their invoice needs
 * (shared/data-retention.ts) and no link to anyone; then the account row goes.
 */
export async function deleteAccount(db: Db, user: Pick<User, 'id' | 'email'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM sessions WHERE user_id = ?', user.id);
    await raiseSessionEpoch(tx);
    await tx.run('DELETE FROM codes WHERE user_id = ?', user.id);
    await tx.run('DELETE FROM notifications WHERE user_id = ?', user.id);
    await tx.run('DELETE FROM signups WHERE email = ?', user.email);
    // Counters are keyed by what they count (`auth:email:<address>`, `login-failures-account:ip:…|email:<address>`).
    const within = tx.dialect === 'sqlite' ? 'instr(key, ?) > 0' : 'strpos(key, ?) > 0';
    await tx.run(`DELETE FROM rate_limits WHERE ${within}`, `email:${user.email}`);
    await tx.run("UPDATE grievances SET user_id = NULL, name = '', email = '', message = '', reply = NULL WHERE user_id = ? OR email = ?", user.id, user.email);
    const orders = await tx.all<{ id: string; customer_json: string; total: number; created_at: string }>(
      'SELECT id, customer_json, total, created_at FROM orders WHERE user_id = ?',
      user.id,
    );
    for (const order of orders) {
      const customer = retainedCustomer(JSON.parse(order.customer_json) as OrderCustomer, order.total);
      const named = 'firstName' in customer;
      await tx.run(
        'UPDATE orders SET user_id = NULL, customer_json = ?, card_last4 = NULL, paid_with = NULL, idempotency_key = NULL, retain_until = ? WHERE id = ?',
        JSON.stringify(customer),
        named ? invoiceRetainUntil(new Date(order.created_at)) : null,
        order.id,
      );
    }
    await tx.run('DELETE FROM users WHERE id = ?', user.id);
  });
}

export interface Consent {
  marketingConsent: boolean;
  changedAt: string | null;
}

export async function readConsent(db: Queryable, userId: number): Promise<Consent> {
  const row = await db.get<{ marketing_consent: number; marketing_consent_at: string | null }>('SELECT marketing_consent, marketing_consent_at FROM users WHERE id = ?', userId);
  return { marketingConsent: row?.marketing_consent === 1, changedAt: row?.marketing_consent_at ?? null };
}

export async function setConsent(db: Queryable, userId: number, wanted: unknown): Promise<boolean> {
  if (typeof wanted !== 'boolean') throw new DomainError('bad_request');
  await db.run('UPDATE users SET marketing_consent = ?, marketing_consent_at = ? WHERE id = ?', wanted ? 1 : 0, new Date().toISOString(), userId);
  return wanted;
}

/** Deletes the signed-in account once its password is typed again; the session ends and the shopper is mailed. */
export async function deleteOwnAccount(
  ctx: StoreContext,
  user: User,
  input: { password: unknown; sessionToken: string | null; language: unknown; clientAddress: string | undefined },
): Promise<void> {
  const { password } = input;
  if (typeof password !== 'string' || password === '') throw new DomainError('field_required', { field: 'password' });
  const keys = [`ip:${input.clientAddress}`, `user:${String(user.id)}`];
  await ctx.limits.deletePassword.refuseIfSpent(...keys);
  const row = await ctx.db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', user.id);
  if (!row || !(await verifyPassword(password.slice(0, 1000), row.password_hash))) {
    await ctx.limits.deletePassword.fail(...keys);
    throw new DomainError('password_incorrect');
  }
  await deleteAccount(ctx.db, user);
  await endSession(ctx.db, input.sessionToken);
  await ctx.post.accountDeleted(input.language, user);
}
