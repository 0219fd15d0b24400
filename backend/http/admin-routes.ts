// /api/admin/*: the back office's calls (docs/decisions/031-staff-and-audit.md),
// each checked against the role table (./staff-gate.ts) and each change
// written to the audit trail (backend/store/staff/actions.ts, the operator's
// commands' code path too).
import express, { type Request, type Router } from 'express';

import { isEnquiryKind } from '../../shared/enquiries';
import { MAX_GRIEVANCE_REPLY } from '../../shared/grievance-form';
import { indiaMonth } from '../../shared/india-time';
import { isPaymentState } from '../../shared/payment-state';
import { isStaffRole } from '../../shared/staff-roles';
import { DomainError } from '../store/domain-error';
import { enquiriesWith, findEnquiry } from '../store/enquiries/enquiries';
import { grievanceFigures } from '../store/grievances/figures';
import { toGrievanceView } from '../store/grievances/grievance-view';
import { findGrievance, unresolvedGrievances } from '../store/grievances/grievances';
import { findOrder, readOrder } from '../store/orders/read-orders';
import { OPERATOR_STATUSES, ORDER_STATUSES, type OrderStatus } from '../store/orders/rows';
import { readShipment } from '../store/orders/shipment';
import { OrderStatusError } from '../store/orders/status';
import { staffAcknowledgeGrievance, staffCloseEnquiry, staffMoveOrder, staffNoteOrder, staffResolveGrievance, staffSetStock } from '../store/staff/actions';
import { readAudit } from '../store/staff/audit';
import { addStaff, disableStaff, listStaff } from '../store/staff/members';
import { listOrdersForStaff } from '../store/staff/order-list';
import { ordersToPack } from '../store/staff/packing';
import { readStock } from '../store/stock/records';
import { StockChangeError } from '../store/stock/set-stock';
import { body } from './body';
import type { HttpContext } from './context';
import { sendCreditNote, sendInvoice } from './order-documents';
import { positiveInt } from './query';
import { staffAllowed } from './staff-gate';

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) => (typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined);
const param = (req: Request, name: string) => String(req.params[name] ?? '');

/** The store's own refusals, as the API's codes. */
async function coded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderStatusError) throw new DomainError('status_move_refused', { from: error.from, to: error.to });
    if (error instanceof StockChangeError) throw new DomainError('stock_change_invalid', { reason: error.message });
    throw error;
  }
}

export function adminRoutes(ctx: HttpContext): Router {
  const router = express.Router();

  router.get('/api/admin/orders', async (req, res) => {
    await staffAllowed(ctx, req, 'orders.read');
    const q = req.query;
    const filters = {
      status: oneOf(q.status, ORDER_STATUSES),
      paymentState: isPaymentState(q.paymentState) ? q.paymentState : undefined,
      paymentMethod: oneOf(q.paymentMethod, ['cod', 'online', 'card', 'upi'] as const),
      from: text(q.from, 10),
      to: text(q.to, 10),
      place: text(q.place, 60),
      q: text(q.q, 120),
    };
    res.json({ success: true, ...(await listOrdersForStaff(ctx.db, filters, positiveInt(q.page, 1, 10_000))) });
  });

  router.get('/api/admin/orders/:orderId', async (req, res) => {
    await staffAllowed(ctx, req, 'orders.read');
    const order = await readOrder(ctx.db, param(req, 'orderId'));
    if (!order) throw new DomainError('order_not_found');
    const notes = await ctx.db.all<{ id: number; text: string; created_at: number; name: string; email: string }>(
      'SELECT n.id, n.text, n.created_at, s.name, s.email FROM order_notes n JOIN staff s ON s.id = n.staff_id WHERE n.order_id = ? ORDER BY n.id',
      order.row.id,
    );
    const history = await readAudit(ctx.db, { page: 1, perPage: 100, recordType: 'order', recordId: order.row.id });
    res.json({ success: true, order: order.json, customer: JSON.parse(order.row.customer_json) as unknown, notes, history });
  });

  router.post('/api/admin/orders/:orderId/status', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'orders.move');
    const given = body(req.body);
    const status = oneOf(given.status, OPERATOR_STATUSES) as OrderStatus | undefined;
    if (!status) throw new DomainError('bad_request');
    const details = { courier: text(given.courier, 100), awb: text(given.awb, 100), trackingUrl: text(given.trackingUrl, 600) };
    const detailed = Object.values(details).some((v) => v !== undefined && v.trim() !== '');
    if (detailed && status !== 'shipped') throw new DomainError('bad_request');
    const shipment = readShipment(details);
    if ('error' in shipment) throw new DomainError('stock_change_invalid', { reason: shipment.error });
    const after = await coded(() => staffMoveOrder(ctx, member, param(req, 'orderId'), status, detailed ? shipment.shipment : undefined));
    res.json({ success: true, moved: after !== null, status: after?.status ?? status });
  });

  /** The order staff ask for, or order_not_found. */
  const orderFor = async (req: Request) => {
    const order = await findOrder(ctx.db, param(req, 'orderId'));
    if (!order) throw new DomainError('order_not_found');
    return order;
  };

  router.get('/api/admin/orders/:orderId/invoice', async (req, res) => {
    await staffAllowed(ctx, req, 'orders.read');
    await sendInvoice(ctx, res, await orderFor(req));
  });

  router.get('/api/admin/orders/:orderId/credit-note', async (req, res) => {
    await staffAllowed(ctx, req, 'orders.read');
    await sendCreditNote(ctx, res, await orderFor(req));
  });

  router.post('/api/admin/orders/:orderId/notes', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'orders.note');
    await staffNoteOrder(ctx, member, param(req, 'orderId'), text(body(req.body).text, 2001) ?? '');
    res.status(201).json({ success: true });
  });

  router.get('/api/admin/stock', async (req, res) => {
    await staffAllowed(ctx, req, 'stock.read');
    res.json({ success: true, stock: await readStock(ctx.db) });
  });

  router.put('/api/admin/stock/:productId/:sizeIndex', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'stock.set');
    const given = body(req.body);
    const change = {
      ...(typeof given.inStock === 'boolean' ? { inStock: given.inStock } : {}),
      ...(given.count === null || typeof given.count === 'number' ? { count: given.count } : {}),
      ...(given.season === null ? { season: null } : typeof given.season === 'object' ? { season: body(given.season) as { from: string; to: string } } : {}),
    };
    const changed = await coded(() => staffSetStock(ctx, member, Number(param(req, 'productId')), Number(param(req, 'sizeIndex')), change));
    res.json({ success: true, stock: changed.after, mailed: changed.mailed });
  });

  router.get('/api/admin/grievances', async (req, res) => {
    await staffAllowed(ctx, req, 'grievances.read');
    const listed = await unresolvedGrievances(ctx.db);
    res.json({ success: true, grievances: listed.map(({ row, acknowledge, resolve }) => ({ ...toGrievanceView(row), name: row.name, email: row.email, acknowledge, resolve })) });
  });

  /** A ticket staff may still answer, or the code that says why not. */
  const answerable = async (req: Request, allowed: readonly string[]) => {
    const row = await findGrievance(ctx.db, param(req, 'ticket').toUpperCase());
    if (!row) throw new DomainError('not_found');
    if (!allowed.includes(row.status)) throw new DomainError('grievance_state', { status: row.status });
    return row.id;
  };

  router.post('/api/admin/grievances/:ticket/acknowledge', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'grievances.answer');
    await staffAcknowledgeGrievance(ctx, member, await answerable(req, ['open']));
    res.json({ success: true });
  });

  router.post('/api/admin/grievances/:ticket/resolve', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'grievances.answer');
    const ticket = await answerable(req, ['open', 'acknowledged']);
    const reply = (text(body(req.body).reply, MAX_GRIEVANCE_REPLY + 1) ?? '').trim();
    if (!reply) throw new DomainError('field_required', { field: 'message' });
    if (reply.length > MAX_GRIEVANCE_REPLY) throw new DomainError('field_too_long', { field: 'message' });
    await staffResolveGrievance(ctx, member, ticket, reply);
    res.json({ success: true });
  });

  router.get('/api/admin/grievances/figures', async (req, res) => {
    await staffAllowed(ctx, req, 'grievances.read');
    const month = typeof req.query.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(req.query.month) ? req.query.month : indiaMonth(Date.now());
    res.json({ success: true, figures: await grievanceFigures(ctx.db, month) });
  });

  router.get('/api/admin/enquiries/:id/resume', async (req, res) => {
    await staffAllowed(ctx, req, 'enquiries.read');
    const row = await findEnquiry(ctx.db, param(req, 'id').toUpperCase());
    if (!row?.resume_base64 || !row.resume_type || !row.resume_name) throw new DomainError('not_found');
    // A download, never shown in the page: the sender chose the bytes.
    res.set('Content-Disposition', `attachment; filename="${row.resume_name.replace(/[^\w. -]/g, '_')}"`);
    res.set('X-Content-Type-Options', 'nosniff');
    res.type(row.resume_type).send(Buffer.from(row.resume_base64, 'base64'));
  });

  router.get('/api/admin/packing', async (req, res) => {
    await staffAllowed(ctx, req, 'orders.read');
    res.json({ success: true, orders: await ordersToPack(ctx.db) });
  });

  router.get('/api/admin/enquiries', async (req, res) => {
    await staffAllowed(ctx, req, 'enquiries.read');
    const status = req.query.status === 'closed' ? 'closed' : 'new';
    const kind = isEnquiryKind(req.query.kind) ? req.query.kind : undefined;
    const rows = await enquiriesWith(ctx.db, status);
    res.json({ success: true, enquiries: rows.filter((r) => !kind || r.kind === kind).map(({ resume_base64: _, ...row }) => row) });
  });

  router.post('/api/admin/enquiries/:id/close', async (req, res) => {
    if (!(await findEnquiry(ctx.db, param(req, 'id').toUpperCase()))) throw new DomainError('not_found');
    const closed = await staffCloseEnquiry(ctx, await staffAllowed(ctx, req, 'enquiries.close'), param(req, 'id').toUpperCase());
    res.json({ success: true, closed });
  });

  router.get('/api/admin/staff', async (req, res) => {
    await staffAllowed(ctx, req, 'staff.manage');
    res.json({ success: true, staff: await listStaff(ctx.db) });
  });

  router.post('/api/admin/staff', async (req, res) => {
    const member = await staffAllowed(ctx, req, 'staff.manage');
    const { email, role } = body(req.body);
    if (!isStaffRole(role)) throw new DomainError('bad_request');
    const added = await addStaff(ctx, member, text(email, 320) ?? '', role);
    await ctx.post.staffInvited({ email: added.member.email, role }, added.setupToken, Date.now() + 72 * 3_600_000);
    res.status(201).json({ success: true, staff: added.member });
  });

  router.post('/api/admin/staff/:id/disable', async (req, res) => {
    await disableStaff(ctx, await staffAllowed(ctx, req, 'staff.manage'), Number(param(req, 'id')));
    res.json({ success: true });
  });

  router.get('/api/admin/audit', async (req, res) => {
    await staffAllowed(ctx, req, 'audit.read');
    const entries = await readAudit(ctx.db, {
      page: positiveInt(req.query.page, 1, 10_000),
      perPage: 50,
      recordType: text(req.query.recordType, 20),
      recordId: text(req.query.recordId, 60),
    });
    res.json({ success: true, entries });
  });

  return router;
}
