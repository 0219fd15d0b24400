// `npm run demo`: a demo account with orders in several statuses and their
// notifications, so every account screen has something to show. Safe to run
// again: an existing demo account is left as it is. Made with the same store
// workflows as the API's (the orders confirmed by mail, to the outbox unless
// SMTP_URL is set).
import { COUPON_CODE } from '../../shared/pricing';
import { createAccount, findUserByEmail } from '../store/accounts/users';
import { NO_LIMITS } from '../store/context';
import { RIGHT_AWAY } from '../store/later';
import { moveOrder } from '../store/orders/cancel-order';
import { placeOrder } from '../store/orders/place-order';
import type { OrderStatus } from '../store/orders/rows';
import { hashPassword } from '../store/secrets';
import { runCommand } from './operator';

const DEMO = { name: 'Demo Shopper', email: 'demo@toomore.example', password: 'juice-demo-2026' };
const FORM = {
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
const SHIPMENT = { courier: 'Blue Dart', awb: '90012345678', trackingUrl: 'https://www.bluedart.com/tracking' };
// Paid on delivery: orders paid online need the gateway (`npm run dev` starts the stand-in; docs/decisions/026-payments.md).
const PLANS: { items: { productId: number; sizeIndex: number; quantity: number }[]; status: OrderStatus[]; coupon?: string }[] = [
  {
    items: [
      { productId: 2, sizeIndex: 0, quantity: 6 },
      { productId: 7, sizeIndex: 1, quantity: 4 },
    ],
    status: ['processing', 'shipped', 'delivered'],
  },
  { items: [{ productId: 24, sizeIndex: 1, quantity: 2 }], status: ['processing', 'shipped'], coupon: COUPON_CODE },
  { items: [{ productId: 32, sizeIndex: 0, quantity: 1 }], status: ['cancelled'] },
  {
    items: [
      { productId: 3, sizeIndex: 0, quantity: 3 },
      { productId: 5, sizeIndex: 0, quantity: 3 },
    ],
    status: [],
  },
];

await runCommand(async (op) => {
  const credentials = `  Email: ${DEMO.email}\n  Password: ${DEMO.password}`;
  if (await findUserByEmail(op.db, DEMO.email)) {
    console.log(`The demo account already exists.\n${credentials}`);
    return;
  }
  const account = await createAccount(op.db, { email: DEMO.email, name: DEMO.name, passwordHash: await hashPassword(DEMO.password), marketingConsent: false });
  if (!account) throw new Error('The demo account could not be made');
  const user = { id: account.id, name: DEMO.name, email: DEMO.email, is_verified: 1 };
  for (const plan of PLANS) {
    const { orderId } = await placeOrder(
      { ...op, limits: NO_LIMITS, later: RIGHT_AWAY, pause: () => Promise.resolve(), paymentWindowMs: 0 },
      { form: FORM, items: plan.items, couponCode: plan.coupon, idempotencyKey: undefined, language: 'en', user, clientAddress: undefined },
    );
    for (const status of plan.status) await moveOrder(op, orderId, status, status === 'shipped' ? { shipment: SHIPMENT } : {});
    console.log(`Order ${orderId}: ${plan.status.at(-1) ?? 'pending'}`);
  }
  console.log(`\nDemo account ready.\n${credentials}`);
});
