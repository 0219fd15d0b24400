// The staff's second factor: TOTP (RFC 6238: 6 digits, 30 s, SHA-1, what
// every authenticator app reads) through otplib. The secret is sealed with
// AES-256-GCM under a key derived from the server secret, so a copy of the
// database alone does not yield codes. A code is taken once: the step it
// matched is kept, and that step and earlier ones are refused after.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Too More back office';

function sealingKey(serverSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'too-more staff totp', 32));
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function sealSecret(serverSecret: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64')).join('.');
}

export function openSecret(serverSecret: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !data) throw new Error('a sealed TOTP secret has three parts');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export async function enrolment(email: string, secret: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** The time step a 6-digit code matches (one step of clock drift either way), after `lastStep`; null when it does not. */
export async function matchedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: 30, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
