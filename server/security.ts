// Per-request nonce + helmet with an enforced CSP built from it.
// see docs/decisions/003-csp-nonce.md
import { randomBytes } from 'node:crypto';

import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function nonceOf(res: Response): string {
  return res.locals.nonce as string;
}

export function assignNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  };
}

/**
 * What the shop's pages may ask the browser for: nothing of the camera,
 * microphone, location, sensors, USB, serial or HID, no ad topics; the
 * Payment Request API and fullscreen for this origin only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res as Response)}'`],
        // Inline style attributes come from server-rendered components (image aspect
        // ratios, progress bars); scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Safari refuses plain-HTTP pages (localhost included) under this directive.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
