// The payment gateway's settings (docs/decisions/026-payments.md): the three
// Razorpay secrets, all or none — without them the shop takes cash on
// delivery only — the API's and the checkout script's addresses (a stand-in's
// for tests and the local demo), and how long an order waits for its payment.
import { type Env, isHttpUrl, setting, wholeNumberSetting } from '../shared/config-values';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

export const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Money and secrets travel over HTTPS; plain HTTP only to this machine (a stand-in). */
function gatewayUrl(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = setting(env, name) ?? fallback;
  if (!isHttpUrl(value)) problems.push(`${name} must be an http(s) URL, got "${env[name]}"`);
  else if (new URL(value).protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname)) {
    problems.push(`${name} must use https (plain http only to this machine), got "${env[name]}"`);
  }
  return value;
}

export function razorpaySettings(env: Env, problems: string[]): RazorpayConfig | null {
  const [keyId, keySecret, webhookSecret] = RAZORPAY_KEYS.map((name) => setting(env, name));
  const set = RAZORPAY_KEYS.filter((name) => setting(env, name) !== undefined);
  if (set.length === 0) return null;
  if (!keyId || !keySecret || !webhookSecret) {
    problems.push(
      `Set all of ${RAZORPAY_KEYS.join(', ')} to take payments online, or none to take cash on delivery only (missing: ${RAZORPAY_KEYS.filter((n) => !set.includes(n)).join(', ')})`,
    );
    return null;
  }
  if (!/^rzp_(test|live)_\w+$/.test(keyId)) problems.push('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…');
  return {
    keyId,
    keySecret,
    webhookSecret,
    apiUrl: gatewayUrl(env, 'RAZORPAY_API_URL', RAZORPAY_API_URL, problems).replace(/\/+$/, ''),
    checkoutUrl: gatewayUrl(env, 'RAZORPAY_CHECKOUT_URL', RAZORPAY_CHECKOUT_URL, problems),
  };
}

export function paymentWindowSetting(env: Env, problems: string[]): number {
  return wholeNumberSetting(env, 'PAYMENT_WINDOW_MINUTES', 30, { min: 5, max: 24 * 60, unit: 'minutes' }, problems) * 60_000;
}
