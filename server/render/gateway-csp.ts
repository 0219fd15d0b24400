// The pay page's own Content-Security-Policy: the gateway's hosted checkout is
// a script from the gateway's origin that opens its frames and calls its API,
// so only this page lets those origins in (script, frame, connect, image) and
// delegates the Payment Request API to them. Every other page keeps the
// policy of server/security.ts (docs/decisions/026-payments.md).
import type { Response } from 'express';

import { PERMISSIONS_POLICY } from '../security';

/** https://host[:port], or plain http on a loopback address (the local stand-in). */
const ORIGIN = /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?)$/;
const WIDENED = ['script-src', 'frame-src', 'connect-src', 'img-src'];

export const isGatewayOrigin = (origin: unknown): origin is string => typeof origin === 'string' && ORIGIN.test(origin);

/** The policy with the origins added to the directives the checkout needs; frame-src starts from 'self'. */
export function widenPolicy(policy: string, origins: string[]): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const names = directives.map((d) => d.split(/\s+/)[0]);
  const out = directives.map((d) => (WIDENED.includes(d.split(/\s+/)[0] ?? '') ? `${d} ${origins.join(' ')}` : d));
  if (!names.includes('frame-src')) out.push(`frame-src 'self' ${origins.join(' ')}`);
  return out.join(';');
}

/** Where the page's loader named the gateway's origins, the response lets them in. */
export function allowGatewayOrigins(res: Response, origins: unknown): void {
  if (!Array.isArray(origins)) return;
  const valid = [...new Set(origins.filter(isGatewayOrigin))].slice(0, 8);
  if (!valid.length) return;
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') res.setHeader('Content-Security-Policy', widenPolicy(policy, valid));
  const quoted = valid.map((o) => `"${o}"`).join(' ');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY.replace('payment=(self)', `payment=(self ${quoted})`));
}
