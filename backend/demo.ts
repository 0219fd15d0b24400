// `npm run demo`: a demo account with orders in several statuses and their
// notifications, so every account screen has something to show. Safe to run
// again: an existing demo account is left as it is. Uses DATABASE_URL when set.
import path from 'node:path';

import { pino } from 'pino';

import { COUPON_CODE } from '../shared/pricing';
import { openStore } from './db';
import { startBackend } from './index';
import { type OrderStatus, setOrderStatus } from './orders';
import { signUpThroughOutbox } from './sign-up-by-outbox';

const DEMO = { name: 'Demo Shopper', email: 'demo@toomore.example', password: 'juice-demo-2026' };
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL?.trim() || null;
const backend = await startBackend({ dataDir, databaseUrl, logger: pino({ level: 'warn' }) });

async function call(pathname: string, body: unknown, cookie = ''): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${backend.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

try {
  const store = openStore({ dataDir, databaseUrl });
  const existing = await store.get('SELECT id FROM users WHERE email = ?', DEMO.email);
  await store.close();
  if (existing) {
    console.log(`The demo account already exists.\n  Email: ${DEMO.email}\n  Password: ${DEMO.password}`);
  } else {
    const cookie = await signUpThroughOutbox(backend.url, dataDir, DEMO);
    const form = {
      firstName: 'Demo',
      lastName: 'Shopper',
      email: DEMO.email,
      phone: '9876543210',
      address: '14 Station Road',
      city: 'Jetpur',
      state: 'Gujarat',
      postalCode: '360370',
      country: 'India',
      paymentMethod: 'cod',
    };
    // A card order carries what the checkout page sends of a card: its brand and last 4 digits.
    const card = { paymentMethod: 'card', cardBrand: 'visa', cardLast4: '1111' };
    const plans: { items: { productId: number; sizeIndex: number; quantity: number }[]; status: OrderStatus[]; coupon?: string; payment?: typeof card }[] = [
      {
        items: [
          { productId: 2, sizeIndex: 0, quantity: 6 },
          { productId: 7, sizeIndex: 1, quantity: 4 },
        ],
        status: ['processing', 'shipped', 'delivered'],
      },
      { items: [{ productId: 24, sizeIndex: 1, quantity: 2 }], status: ['processing', 'shipped'], coupon: COUPON_CODE, payment: card },
      { items: [{ productId: 32, sizeIndex: 0, quantity: 1 }], status: ['cancelled'] },
      {
        items: [
          { productId: 3, sizeIndex: 0, quantity: 3 },
          { productId: 5, sizeIndex: 0, quantity: 3 },
        ],
        status: [],
      },
    ];
    const db = openStore({ dataDir, databaseUrl });
    for (const plan of plans) {
      const placed = await call('/api/orders', { form: { ...form, ...plan.payment }, items: plan.items, couponCode: plan.coupon }, cookie);
      const orderId = placed.json.orderId as string;
      for (const status of plan.status) await setOrderStatus(db, orderId, status);
      console.log(`Order ${orderId}: ${plan.status.at(-1) ?? 'pending'}`);
    }
    await db.close();
    console.log(`\nDemo account ready.\n  Email: ${DEMO.email}\n  Password: ${DEMO.password}`);
  }
} finally {
  await backend.close();
}
