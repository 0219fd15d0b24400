// The order just placed, so /confirmation survives a reload in the same tab.
const KEY = 'too-more:last-order';

export function rememberLastOrder(orderId: string): void {
  try {
    sessionStorage.setItem(KEY, orderId);
  } catch {
    // Storage may be disabled; the navigation state still carries the id.
  }
}

export function readLastOrder(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    return id && /^[\w-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A key the backend uses to place an order once, however often the request is sent. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
