// Grievance tickets (docs/backend.md, docs/decisions/023-grievances-and-data-rights.md):
// a complaint answered at once with a ticket number and an acknowledgement
// mail; its status read back by ticket number and email, or from the account;
// acknowledged and resolved by the operator (`npm run grievances`), each
// time with a mail in the shopper's language and, for an account's ticket, a
// notification.
import { randomInt } from 'node:crypto';

import express, { type Router } from 'express';
import type { Logger } from 'pino';

import { deadlinesOf, ticketUrgency, type Urgency } from '../shared/grievance-deadlines';
import { type GrievanceCategory, grievanceForm, grievanceLookupForm, type GrievanceStatus, type GrievanceView, MAX_GRIEVANCE_REPLY } from '../shared/grievance-form';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../shared/languages';
import { pathTo } from '../shared/routes';
import type { Db, Queryable } from './db';
import { grievanceAcknowledgedMail, grievanceReceivedMail, grievanceResolvedMail, type MailedGrievance } from './grievance-mail';
import { HttpError } from './http-errors';
import type { SendMail } from './mail';
import type { MailTranslator } from './mail-translator';
import { addNotification } from './notifications';
import type { RateLimiter } from './rate-limit';
import { currentUser, requireUser } from './sessions';
import { body, parseBody } from './validate';

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

export interface GrievanceDeps {
  db: Db;
  sendMail: SendMail;
  translateMail: MailTranslator;
  /** Where the shop is reached (the status page's link in mail). */
  publicUrl: string;
  logger: Logger;
}

/** Crockford's base32: no I, L, O or U to misread. */
const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newTicket(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += TICKET_ALPHABET.charAt(randomInt(TICKET_ALPHABET.length));
  return `GRV-${id}`;
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function toGrievanceView(row: GrievanceRow): GrievanceView & { message: string } {
  const { acknowledgeBy, resolveBy } = deadlinesOf(row.created_at);
  return {
    ticket: row.id,
    category: row.category,
    orderId: row.order_id,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    acknowledgedAt: iso(row.acknowledged_at),
    resolvedAt: iso(row.resolved_at),
    reply: row.reply,
    acknowledgeBy: new Date(acknowledgeBy).toISOString(),
    resolveBy: new Date(resolveBy).toISOString(),
  };
}

/** The status page of a ticket in its language, under the shop's public address. */
function statusUrl(publicUrl: string, row: Pick<GrievanceRow, 'id' | 'language'>): string {
  const prefix = row.language === DEFAULT_LANGUAGE ? '' : `/${row.language}`;
  return `${publicUrl}${prefix}${pathTo('grievance-status')}?ticket=${encodeURIComponent(row.id)}`;
}

const mailed = (publicUrl: string, row: GrievanceRow): MailedGrievance => ({ ticket: row.id, name: row.name, email: row.email, url: statusUrl(publicUrl, row) });

/** Sends a mail; the ticket stands (and the operator's step is done) when it cannot be sent, which is logged. */
async function trySending(deps: GrievanceDeps, ticket: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    deps.logger.error({ err: error, ticket }, 'grievance mail not sent');
    return false;
  }
}

export async function findGrievance(db: Queryable, ticket: string): Promise<GrievanceRow | undefined> {
  return db.get<GrievanceRow>('SELECT * FROM grievances WHERE id = ?', ticket);
}

/** Files a complaint: a new ticket, and its acknowledgement mailed in `language`. */
export async function fileGrievance(
  deps: GrievanceDeps,
  input: { category: GrievanceCategory; orderId?: string; message: string; name: string; email: string },
  userId: number | null,
  language: unknown,
  now = Date.now(),
): Promise<GrievanceRow> {
  const row: GrievanceRow = {
    id: newTicket(),
    user_id: userId,
    category: input.category,
    order_id: input.orderId || null,
    name: input.name,
    email: input.email,
    message: input.message,
    language: toSupportedLanguage(language) ?? DEFAULT_LANGUAGE,
    status: 'open',
    reply: null,
    created_at: now,
    acknowledged_at: null,
    resolved_at: null,
  };
  await deps.db.run(
    'INSERT INTO grievances (id, user_id, category, order_id, name, email, message, language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    row.id,
    row.user_id,
    row.category,
    row.order_id,
    row.name,
    row.email,
    row.message,
    row.language,
    row.status,
    row.created_at,
  );
  await trySending(deps, row.id, async () => {
    const { lng, t } = await deps.translateMail(row.language);
    await deps.sendMail(grievanceReceivedMail(t, lng, mailed(deps.publicUrl, row), deadlinesOf(now).resolveBy));
  });
  return row;
}

/** The operator acknowledges an open ticket; the shopper is mailed and, for an account's ticket, notified. */
export async function acknowledgeGrievance(deps: GrievanceDeps, ticket: string, now = Date.now()): Promise<GrievanceRow> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findGrievance(tx, ticket);
    if (!found) throw new Error(`No ticket ${ticket}`);
    if (found.status !== 'open') throw new Error(`Ticket ${ticket} is already ${found.status}`);
    // Conditional: two operators at once acknowledge (and notify) once.
    const changed = await tx.run("UPDATE grievances SET status = 'acknowledged', acknowledged_at = ? WHERE id = ? AND status = 'open'", now, ticket);
    if (changed.changes === 0) throw new Error(`Ticket ${ticket} changed meanwhile`);
    if (found.user_id !== null) await addNotification(tx, found.user_id, 'grievance_acknowledged', ticket);
    return { ...found, status: 'acknowledged' as const, acknowledged_at: now };
  });
  await trySending(deps, ticket, async () => {
    const { lng, t } = await deps.translateMail(row.language);
    await deps.sendMail(grievanceAcknowledgedMail(t, lng, mailed(deps.publicUrl, row), deadlinesOf(row.created_at).resolveBy));
  });
  return row;
}

/** The operator resolves a ticket with a reply (acknowledging it too, if it was still open). */
export async function resolveGrievance(deps: GrievanceDeps, ticket: string, reply: string, now = Date.now()): Promise<GrievanceRow> {
  const text = reply.trim();
  if (!text) throw new Error('A resolution needs a reply to the shopper');
  if (text.length > MAX_GRIEVANCE_REPLY) throw new Error(`A reply has at most ${MAX_GRIEVANCE_REPLY} characters`);
  const row = await deps.db.transaction(async (tx) => {
    const found = await findGrievance(tx, ticket);
    if (!found) throw new Error(`No ticket ${ticket}`);
    if (found.status === 'resolved') throw new Error(`Ticket ${ticket} is already resolved`);
    const changed = await tx.run(
      "UPDATE grievances SET status = 'resolved', reply = ?, resolved_at = ?, acknowledged_at = COALESCE(acknowledged_at, ?) WHERE id = ? AND status <> 'resolved'",
      text,
      now,
      now,
      ticket,
    );
    if (changed.changes === 0) throw new Error(`Ticket ${ticket} changed meanwhile`);
    if (found.user_id !== null) await addNotification(tx, found.user_id, 'grievance_resolved', ticket);
    return { ...found, status: 'resolved' as const, reply: text, resolved_at: now, acknowledged_at: found.acknowledged_at ?? now };
  });
  await trySending(deps, ticket, async () => {
    const { t } = await deps.translateMail(row.language);
    await deps.sendMail(grievanceResolvedMail(t, mailed(deps.publicUrl, row), text));
  });
  return row;
}

export interface ListedGrievance {
  row: GrievanceRow;
  acknowledge: Urgency;
  resolve: Urgency;
}

/** Tickets not yet resolved, oldest first, each with how it stands against the limits at `now`. */
export async function unresolvedGrievances(db: Queryable, now = Date.now()): Promise<ListedGrievance[]> {
  const rows = await db.all<GrievanceRow>("SELECT * FROM grievances WHERE status <> 'resolved' ORDER BY created_at, id");
  return rows.map((row) => ({ row, ...ticketUrgency({ status: row.status, createdAt: row.created_at, acknowledgedAt: row.acknowledged_at }, now) }));
}

export function grievanceRoutes(deps: GrievanceDeps & { fileLimiter: RateLimiter; lookupLimiter: RateLimiter }): Router {
  const { db, fileLimiter, lookupLimiter } = deps;
  const router = express.Router();

  router.post('/api/grievances', async (req, res) => {
    const input = parseBody(grievanceForm, req.body);
    await fileLimiter.hit(`ip:${req.ip}`);
    const user = await currentUser(db, req);
    const row = await fileGrievance(deps, input, user?.id ?? null, body(req.body).language);
    res.status(201).json({ success: true, ticket: row.id, grievance: toGrievanceView(row) });
  });

  // A POST, so the email is never in a URL; a wrong pair answers the same 404 whichever half is wrong.
  router.post('/api/grievances/status', async (req, res) => {
    const { ticket, email } = parseBody(grievanceLookupForm, req.body);
    await lookupLimiter.hit(`ip:${req.ip}`);
    const row = await findGrievance(db, ticket);
    if (!row || row.email !== email) throw new HttpError(404, 'grievance_not_found');
    res.json({ success: true, grievance: toGrievanceView(row) });
  });

  router.get('/api/grievances', async (req, res) => {
    const user = await requireUser(db, req);
    const rows = await db.all<GrievanceRow>('SELECT * FROM grievances WHERE user_id = ? ORDER BY created_at DESC, id', user.id);
    res.json({ success: true, grievances: rows.map(toGrievanceView) });
  });

  return router;
}
