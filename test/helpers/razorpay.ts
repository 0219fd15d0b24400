// A backend that takes payments through the Razorpay stand-in: the stand-in's
// signed webhooks reach the backend's webhook route over HTTP, as the real
// gateway's would, and the adapter is pointed at it by its URLs alone.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { BackendOptions } from '../../backend/app';
import type { RazorpayConfig } from '../../backend/payment-settings';
import { type FakeRazorpay, startFakeRazorpay } from '../../tools/fake-razorpay/server';

/** The settings that point the shop's adapter at a stand-in. */
export function standInSettings(fake: FakeRazorpay): RazorpayConfig {
  return { keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url, checkoutUrl: `${fake.url}/v1/checkout.js` };
}

/** The environment that does the same for a process (the shop's server, an operator command). */
export function standInEnv(fake: FakeRazorpay): Record<string, string> {
  const s = standInSettings(fake);
  return { RAZORPAY_KEY_ID: s.keyId, RAZORPAY_KEY_SECRET: s.keySecret, RAZORPAY_WEBHOOK_SECRET: s.webhookSecret, RAZORPAY_API_URL: s.apiUrl, RAZORPAY_CHECKOUT_URL: s.checkoutUrl };
}

/** Listens on a loopback port until closed. */
export async function listening(app: (req: never, res: never) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(app as never);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A webhook body signed as the gateway signs it (with another secret, to show a forgery). */
export function signed(body: unknown, secret: string): { body: string; signature: string } {
  const text = JSON.stringify(body);
  return { body: text, signature: createHmac('sha256', secret).update(text).digest('hex') };
}

export type WithStandIn = Partial<Omit<BackendOptions, 'razorpay'>> & { razorpay: RazorpayConfig };

export async function withStandIn(): Promise<{ fake: FakeRazorpay; options: (more?: Partial<Omit<BackendOptions, 'razorpay'>>) => WithStandIn }> {
  const fake = await startFakeRazorpay();
  return { fake, options: (more = {}) => ({ expirySweepMs: 0, ...more, razorpay: standInSettings(fake) }) };
}
