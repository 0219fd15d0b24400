// `npm run sandbox`: the whole shop taking payments locally, with no gateway
// account. It starts the Razorpay stand-in (tools/fake-razorpay) on
// SANDBOX_GATEWAY_PORT (4100 by default), points the shop's Razorpay adapter
// at it with its test keys, and runs `npm start`; the stand-in's webhooks go
// to the shop's own webhook route, as Razorpay's would. Its checkout has Pay
// and Fail buttons for UPI, card, netbanking and wallet; nothing is charged.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { startFakeRazorpay } from '../tools/fake-razorpay/server';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const gatewayPort = Number(process.env.SANDBOX_GATEWAY_PORT ?? 4100);
const fake = await startFakeRazorpay({ port: gatewayPort, webhookUrl: `http://127.0.0.1:${port}/api/payments/razorpay/webhook` });
console.log(`Razorpay stand-in on ${fake.url}: its checkout pays or fails on a button press; nothing is charged.`);

const shop = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code) => {
  void fake.close().then(() => process.exit(code ?? 0));
});
