// The shopper's data rights (docs/backend.md, docs/decisions/023-grievances-and-data-rights.md):
// marketing consent read and changed, everything the shop holds about the
// account as one JSON download, and the account deleted — sessions revoked,
// personal data erased, orders kept for the tax law with only what their
// invoice needs, and a confirmation mail.
import express, { type Router } from 'express';
import type { Logger } from 'pino';

import { invoiceRetainUntil, type OrderCustomer, retainedCustomer } from '../shared/data-retention';
import type { Db, Queryable } from './db';
import { type GrievanceRow, toGrievanceView } from './grievances';
import { HttpError } from './http-errors';
import type { SendMail } from './mail';
import { letter } from './mail-text';
import type { MailTranslator } from './mail-translator';
import { readOrder } from './orders';
import type { RateLimiter } from './rate-limit';
import { verifyPassword } from './secrets';
import { endSession, requireUser, type User } from './sessions';
import { body } from './validate';

export interface DataRightsDeps {
  db: Db;
  sendMail: SendMail;
  translateMail: MailTranslator;
  /** Wrong passwords typed to delete an account, per client address. */
  passwordLimiter: RateLimiter;
  secureCookies: boolean;
  logger: Logger;
}

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

/** Everything the shop holds about an account, without secrets (password hash, session tokens, codes). */
export async function exportAccount(db: Queryable, userId: number) {
  const account = await db.get<AccountRow>('SELECT * FROM users WHERE id = ?', userId);
  if (!account) throw new HttpError(401, 'not_authenticated');
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
  const notifications = await db.all<{ type: string; title: string; message: string; order_id: string | null; grievance_id: string | null; is_read: number; created_at: string }>(
    'SELECT type, title, message, order_id, grievance_id, is_read, created_at FROM notifications WHERE user_id = ? ORDER BY seq',
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
      title: n.title,
      message: n.message,
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
        'UPDATE orders SET user_id = NULL, customer_json = ?, upi_id = NULL, card_last4 = NULL, idempotency_key = NULL, retain_until = ? WHERE id = ?',
        JSON.stringify(customer),
        named ? invoiceRetainUntil(new Date(order.created_at)) : null,
        order.id,
      );
    }
    await tx.run('DELETE FROM users WHERE id = ?', user.id);
  });
}

export function dataRightsRoutes({ db, sendMail, translateMail, passwordLimiter, secureCookies, logger }: DataRightsDeps): Router {
  const router = express.Router();

  router.get('/api/account/export', async (req, res) => {
    const user = await requireUser(db, req);
    const data = await exportAccount(db, user.id);
    res.set('Content-Disposition', `attachment; filename="too-more-data-${data.exportedAt.slice(0, 10)}.json"`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.get('/api/account/consent', async (req, res) => {
    const user = await requireUser(db, req);
    const row = await db.get<{ marketing_consent: number; marketing_consent_at: string | null }>('SELECT marketing_consent, marketing_consent_at FROM users WHERE id = ?', user.id);
    res.json({ success: true, marketingConsent: row?.marketing_consent === 1, changedAt: row?.marketing_consent_at ?? null });
  });

  router.put('/api/account/consent', async (req, res) => {
    const user = await requireUser(db, req);
    const wanted = body(req.body).marketingConsent;
    if (typeof wanted !== 'boolean') throw new HttpError(400, 'bad_request');
    await db.run('UPDATE users SET marketing_consent = ?, marketing_consent_at = ? WHERE id = ?', wanted ? 1 : 0, new Date().toISOString(), user.id);
    res.json({ success: true, marketingConsent: wanted });
  });

  router.post('/api/account/delete', async (req, res) => {
    const user = await requireUser(db, req);
    const { password, language } = body(req.body);
    if (typeof password !== 'string' || password === '') throw new HttpError(400, 'field_required', { field: 'password' });
    await passwordLimiter.refuseIfSpent(`ip:${req.ip}`, `user:${String(user.id)}`);
    const row = await db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', user.id);
    if (!row || !(await verifyPassword(password.slice(0, 1000), row.password_hash))) {
      await passwordLimiter.fail(`ip:${req.ip}`, `user:${String(user.id)}`);
      throw new HttpError(400, 'password_incorrect');
    }
    await deleteAccount(db, user);
    await endSession(db, req, res, secureCookies);
    try {
      const { t } = await translateMail(language);
      await sendMail(letter(t, user.email, t('privacyCentre.mail.deletedSubject'), user.name, [t('privacyCentre.mail.deleted')]));
    } catch (error) {
      logger.error({ err: error }, 'account deletion mail not sent');
    }
    res.json({ success: true, message: 'Your account has been deleted' });
  });

  return router;
}
