// A stand-in of the original API host the shop was specified against: only
// the calls that specification names, answering as it describes (success,
// message, the fields it reads), with the session in a `token` cookie. Sign-up
// answers 200 and signs the new, unverified account in at once; codes are
// "mailed" into `mailbox` for the tests to read. Everything else answers 404,
// as such a host would. The contract tests run the shop against it
// (test/integration/original-api.test.ts, test/e2e/original-api.test.ts).
import { randomBytes, randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Request, type Response } from 'express';

import type { AppNotification } from '../../client/api/notifications';

interface User {
  id: string;
  name: string;
  email: string;
  password: string;
  isAccountVerified: boolean;
  verifyOtp: string | null;
  resetOtp: string | null;
}

/** A notification as the shop reads it, and whose it is. */
export type StandInNotification = AppNotification & { userId: string };

export interface OriginalApi {
  url: string;
  /** The last code sent to each address. */
  mailbox: Map<string, string>;
  /** Adds a notification (and, with an order id, the order it is about) for an account. */
  notify(email: string, notification: Pick<StandInNotification, 'type' | 'title' | 'message'> & { orderId?: string }): void;
  close(): Promise<void>;
}

const code = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function startOriginalApi(): Promise<OriginalApi> {
  const users = new Map<string, User>();
  const sessions = new Map<string, string>();
  const notifications: StandInNotification[] = [];
  const orders = new Map<string, { userId: string; order: Record<string, unknown> }>();
  const mailbox = new Map<string, string>();
  const app = express();
  app.use(express.json());

  const cookieOf = (req: Request) => /(?:^|;\s*)token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const userOf = (req: Request): User | undefined => {
    const id = sessions.get(cookieOf(req) ?? '');
    return [...users.values()].find((u) => u.id === id);
  };
  const signIn = (res: Response, user: User) => {
    const token = randomBytes(24).toString('hex');
    sessions.set(token, user.id);
    res.cookie('token', token, { httpOnly: true, sameSite: 'lax', path: '/' });
  };
  const signedIn = (req: Request, res: Response): User | undefined => {
    const user = userOf(req);
    if (!user) res.status(401).json({ success: false, message: 'Not Authorized. Login Again' });
    return user;
  };
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

  app.post('/api/auth/register', (req, res) => {
    const [name, email, password] = [text(bodyOf(req).name), text(bodyOf(req).email).toLowerCase(), text(bodyOf(req).password)];
    if (!name || !email || !password) return void res.json({ success: false, message: 'Missing Details' });
    if (users.has(email)) return void res.json({ success: false, message: 'User already exists' });
    const user: User = { id: randomBytes(8).toString('hex'), name, email, password, isAccountVerified: false, verifyOtp: null, resetOtp: null };
    users.set(email, user);
    signIn(res, user);
    res.json({ success: true });
  });
  app.post('/api/auth/login', (req, res) => {
    const user = users.get(text(bodyOf(req).email).toLowerCase());
    if (!user || user.password !== text(bodyOf(req).password)) return void res.json({ success: false, message: 'Invalid email or password' });
    signIn(res, user);
    res.json({ success: true });
  });
  app.post('/api/auth/logout', (req, res) => {
    sessions.delete(cookieOf(req) ?? '');
    res.clearCookie('token', { path: '/' });
    res.json({ success: true, message: 'Logged Out' });
  });
  app.get('/api/auth/is-auth', (req, res) => {
    if (signedIn(req, res)) res.json({ success: true });
  });
  app.get('/api/user/data', (req, res) => {
    const user = signedIn(req, res);
    if (user) res.json({ success: true, userData: { name: user.name, email: user.email, isAccountVerified: user.isAccountVerified } });
  });
  app.post('/api/auth/send-verify-otp', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    if (user.isAccountVerified) return void res.json({ success: false, message: 'Account Already verified' });
    user.verifyOtp = code();
    mailbox.set(user.email, user.verifyOtp);
    res.json({ success: true, message: 'Verification OTP Sent on Email' });
  });
  app.post('/api/auth/verify-account', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    if (!user.verifyOtp || text(bodyOf(req).otp) !== user.verifyOtp) return void res.json({ success: false, message: 'Invalid OTP' });
    user.isAccountVerified = true;
    user.verifyOtp = null;
    res.json({ success: true, message: 'Email verified successfully' });
  });
  app.post('/api/auth/send-reset-otp', (req, res) => {
    const user = users.get(text(bodyOf(req).email).toLowerCase());
    if (!user) return void res.json({ success: false, message: 'User not found' });
    user.resetOtp = code();
    mailbox.set(user.email, user.resetOtp);
    res.json({ success: true, message: 'OTP sent to your email' });
  });
  app.post('/api/auth/reset-password', (req, res) => {
    const user = users.get(text(bodyOf(req).email).toLowerCase());
    if (!user || !user.resetOtp || text(bodyOf(req).otp) !== user.resetOtp) return void res.json({ success: false, message: 'Invalid OTP' });
    user.password = text(bodyOf(req).newPassword);
    user.resetOtp = null;
    res.json({ success: true, message: 'Password has been reset successfully' });
  });

  app.get('/api/notifications', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    const mine = notifications.filter((n) => n.userId === user.id);
    const shown = req.query.unreadOnly === 'true' ? mine.filter((n) => !n.isRead) : mine;
    const limit = Math.max(1, Number(req.query.limit) || 10);
    const page = Math.max(1, Number(req.query.page) || 1);
    res.json({
      success: true,
      notifications: shown.slice((page - 1) * limit, page * limit),
      pagination: { pages: Math.max(1, Math.ceil(shown.length / limit)) },
      unreadCount: mine.filter((n) => !n.isRead).length,
    });
  });
  app.put('/api/notifications/read-all', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    for (const n of notifications) if (n.userId === user.id) n.isRead = true;
    res.json({ success: true });
  });
  app.put('/api/notifications/:id/read', (req, res) => {
    const user = signedIn(req, res);
    const found = notifications.find((n) => n._id === req.params.id && n.userId === user?.id);
    if (!user) return;
    if (!found) return void res.status(404).json({ success: false, message: 'Notification not found' });
    found.isRead = true;
    res.json({ success: true });
  });
  app.delete('/api/notifications/:id', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    const at = notifications.findIndex((n) => n._id === req.params.id && n.userId === user.id);
    if (at < 0) return void res.status(404).json({ success: false, message: 'Notification not found' });
    notifications.splice(at, 1);
    res.json({ success: true });
  });
  app.get('/api/orders/:id', (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    const found = orders.get(req.params.id);
    if (!found || found.userId !== user.id) return void res.status(404).json({ success: false, message: 'Order not found' });
    res.json({ success: true, order: found.order });
  });
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mailbox,
    notify(email, n) {
      const user = users.get(email);
      if (!user) throw new Error(`No account ${email}`);
      notifications.unshift({ _id: randomBytes(12).toString('hex'), userId: user.id, isRead: false, createdAt: new Date().toISOString(), ...n });
      if (n.orderId && !orders.has(n.orderId)) {
        orders.set(n.orderId, {
          userId: user.id,
          order: {
            _id: n.orderId,
            orderId: n.orderId,
            createdAt: new Date().toISOString(),
            status: 'processing',
            paymentMethod: 'cod',
            customer: {
              firstName: user.name,
              lastName: '',
              phone: '9876543210',
              email: user.email,
              address: '12 MG Road',
              city: 'Rajkot',
              state: 'Gujarat',
              postalCode: '360001',
              country: 'India',
            },
            items: [{ id: '2-0', name: 'Sun-Kissed Mango Bliss', size: { size: '250ml', value: 250 }, quantity: 2, price: 20, subtotal: 40 }],
            pricing: { subtotal: 40, shipping: 50, tax: 0, discount: 0, totalSavings: 20, orderTotal: 90 },
          },
        });
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
