// Opening the gateway's hosted checkout in the page: Razorpay Standard
// Checkout's browser API — its script (loaded on demand, from the address the
// server gave), `new Razorpay(options).open()`, the `handler` called with the
// payment id, order id and signature on success, 'payment.failed' for a
// failed attempt (the checkout stays open to try again), `modal.ondismiss`
// when the shopper closes it. Card, UPI and bank details are typed in the
// gateway's frames only.
import type { GatewayConfirmation } from '../../api/payments';

export interface GatewayCheckout {
  keyId: string;
  gatewayOrderId: string;
  scriptUrl: string;
  origins: string[];
  /** Paise. */
  amount: number;
  prefill: { name: string; email: string; contact: string };
}

interface Handlers {
  name: string;
  description: string;
  onPaid(response: GatewayConfirmation): void;
  onFailed(description: string | null): void;
  onDismissed(): void;
}

interface RazorpayInstance {
  on(event: 'payment.failed', handler: (response: { error?: { description?: unknown } }) => void): void;
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loading = new Map<string, Promise<void>>();

/** Adds the script once per address; rejects when it cannot be loaded (offline, blocked). */
function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export async function openGatewayCheckout(checkout: GatewayCheckout, handlers: Handlers): Promise<void> {
  await loadScript(checkout.scriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('the checkout script defined no Razorpay');
  const instance = new Razorpay({
    key: checkout.keyId,
    order_id: checkout.gatewayOrderId,
    amount: checkout.amount,
    currency: 'INR',
    name: handlers.name,
    description: handlers.description,
    prefill: checkout.prefill,
    theme: { color: '#c2410c' },
    handler: (response: GatewayConfirmation) => handlers.onPaid(response),
    modal: { ondismiss: () => handlers.onDismissed() },
  });
  instance.on('payment.failed', (response) => handlers.onFailed(typeof response.error?.description === 'string' ? response.error.description : null));
  instance.open();
}
