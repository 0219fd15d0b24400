// Grievance tickets (docs/decisions/023-grievances-and-data-rights.md): a
// complaint answered at once with a ticket number and an acknowledgement
// mail; its status read back by ticket number and email, or from the account;
// acknowledged and resolved by the operator (`npm run grievances`), each time
// with a mail in the shopper's language and, for an account's ticket, a
// notification.
import { ticketUrgency, type Urgency } from '../../../shared/grievance-deadlines';
import { type GrievanceCategory, MAX_GRIEVANCE_REPLY } from '../../../shared/grievance-form';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../../shared/languages';
import type { OperatorContext, StoreContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { addNotification } from '../notifications';
import { newReference } from '../reference';
import type { GrievanceRow } from './rows';

export const newTicket = (): string => newReference('GRV');

export async function findGrievance(db: Queryable, ticket: string): Promise<GrievanceRow | undefined> {
  return db.get<GrievanceRow>('SELECT * FROM grievances WHERE id = ?', ticket);
}

/** Files a complaint: a new ticket, and its acknowledgement mailed in `language`. */
export async function fileGrievance(
  ctx: StoreContext,
  input: { category: GrievanceCategory; orderId?: string; message: string; name: string; email: string },
  filer: { userId: number | null; language: unknown; clientAddress: string | undefined },
  now = Date.now(),
): Promise<GrievanceRow> {
  await ctx.limits.grievanceFiling.hit(`ip:${filer.clientAddress}`);
  const row: GrievanceRow = {
    id: newTicket(),
    user_id: filer.userId,
    category: input.category,
    order_id: input.orderId || null,
    name: input.name,
    email: input.email,
    message: input.message,
    language: toSupportedLanguage(filer.language) ?? DEFAULT_LANGUAGE,
    status: 'open',
    reply: null,
    created_at: now,
    acknowledged_at: null,
    resolved_at: null,
  };
  await ctx.db.run(
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
  // As for orders: so many acknowledgements to one typed address, then the tickets stand unmailed.
  if (await ctx.limits.mailsPerRecipient.allows(`email:${row.email}`)) await ctx.post.grievanceReceived(row);
  return row;
}

/** A ticket by number and the email it was filed with; the same refusal whichever half is wrong. */
export async function lookUpGrievance(ctx: StoreContext, ticket: string, email: string, clientAddress: string | undefined): Promise<GrievanceRow> {
  await ctx.limits.grievanceLookup.hit(`ip:${clientAddress}`);
  const row = await findGrievance(ctx.db, ticket);
  if (!row || row.email !== email) throw new DomainError('grievance_not_found');
  return row;
}

export function grievancesOf(db: Queryable, userId: number): Promise<GrievanceRow[]> {
  return db.all<GrievanceRow>('SELECT * FROM grievances WHERE user_id = ? ORDER BY created_at DESC, id', userId);
}

/** The operator acknowledges an open ticket; the shopper is mailed and, for an account's ticket, notified. */
export async function acknowledgeGrievance(ctx: OperatorContext, ticket: string, now = Date.now()): Promise<GrievanceRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findGrievance(tx, ticket);
    if (!found) throw new Error(`No ticket ${ticket}`);
    if (found.status !== 'open') throw new Error(`Ticket ${ticket} is already ${found.status}`);
    // Conditional: two operators at once acknowledge (and notify) once.
    const changed = await tx.run("UPDATE grievances SET status = 'acknowledged', acknowledged_at = ? WHERE id = ? AND status = 'open'", now, ticket);
    if (changed.changes === 0) throw new Error(`Ticket ${ticket} changed meanwhile`);
    if (found.user_id !== null) await addNotification(tx, found.user_id, 'grievance_acknowledged', ticket);
    return { ...found, status: 'acknowledged' as const, acknowledged_at: now };
  });
  await ctx.post.grievanceAcknowledged(row);
  return row;
}

/** The operator resolves a ticket with a reply (acknowledging it too, if it was still open). */
export async function resolveGrievance(ctx: OperatorContext, ticket: string, reply: string, now = Date.now()): Promise<GrievanceRow> {
  const text = reply.trim();
  if (!text) throw new Error('A resolution needs a reply to the shopper');
  if (text.length > MAX_GRIEVANCE_REPLY) throw new Error(`A reply has at most ${MAX_GRIEVANCE_REPLY} characters`);
  const row = await ctx.db.transaction(async (tx) => {
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
  await ctx.post.grievanceResolved(row);
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
