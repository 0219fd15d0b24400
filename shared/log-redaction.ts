// What never reaches a log line: cookies and session tokens, passwords, codes,
// card fields and the payment gateway's keys and signatures. The access log keeps method, path, status, time and size;
// query values that could carry a secret or an address are masked.
export const REDACTED = '[redacted]';

/** pino `redact` paths, for every logger of the BFF and the backend (a second guard behind the serializers). */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.otp',
  '*.token',
  '*.cardNumber',
  '*.cvv',
  '*.expiry',
  '*.upiId',
  '*.keySecret',
  '*.webhookSecret',
  '*.razorpay_signature',
  'req.headers["x-razorpay-signature"]',
  'headers["x-razorpay-signature"]',
];

const SECRET_PARAMS = /^(?:token|code|otp|password|email|key|card.*|cvv)$/i;

/** The URL with the values of sensitive query parameters masked. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}
