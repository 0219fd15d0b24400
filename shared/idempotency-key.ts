// The key that places an order once however often its form is sent: made with
// the checkout page, posted with the order, kept by the backend beside it.
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/** 32 hexadecimal digits from the platform's cryptographic random source (browser and server alike). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
