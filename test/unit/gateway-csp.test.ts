// The pay page's widened policy: only well-formed gateway origins are added,
// to the directives the hosted checkout needs, and nothing else changes.
import { describe, expect, it } from 'vitest';

import { isGatewayOrigin, widenPolicy } from '../../server/render/gateway-csp';

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc';img-src 'self' data: blob:;connect-src 'self';object-src 'none'";

describe('the gateway origins a pay page lets in', () => {
  it('takes https origins and plain http on loopback only', () => {
    for (const ok of ['https://checkout.razorpay.com', 'https://api.razorpay.com:443', 'http://127.0.0.1:4100', 'http://localhost:9']) expect(isGatewayOrigin(ok)).toBe(true);
    for (const bad of [
      'http://checkout.razorpay.com',
      "https://a.example 'unsafe-inline'",
      'https://a.example;script-src *',
      '*',
      'https://a.example/path',
      'javascript:alert(1)',
      42,
    ]) {
      expect(isGatewayOrigin(bad)).toBe(false);
    }
  });

  it('adds them to script, frame, connect and image sources and leaves the rest as it was', () => {
    const widened = widenPolicy(POLICY, ['https://checkout.razorpay.com', 'https://api.razorpay.com']).split(';');
    expect(widened).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc' https://checkout.razorpay.com https://api.razorpay.com",
      "img-src 'self' data: blob: https://checkout.razorpay.com https://api.razorpay.com",
      "connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
      "object-src 'none'",
      "frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
    ]);
  });
});
