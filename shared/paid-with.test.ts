import { readFileSync } from 'node:fs';

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { paidWithText } from './paid-with';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const en = JSON.parse(readFileSync(new URL('../locales/en/translation.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const hi = JSON.parse(readFileSync(new URL('../locales/hi/translation.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
});

describe('paidWithText', () => {
  it('names the method as the gateway reported it, with the card, bank or wallet when known', () => {
    const t = i18n.t.bind(i18n);
    expect(paidWithText(t, { method: 'upi' })).toBe('UPI');
    expect(paidWithText(t, { method: 'card', network: 'Visa', last4: '1111' })).toBe('Visa card ending 1111');
    expect(paidWithText(t, { method: 'card' })).toBe('card');
    expect(paidWithText(t, { method: 'netbanking', bank: 'HDFC' })).toBe('netbanking (HDFC)');
    expect(paidWithText(t, { method: 'wallet', wallet: 'paytm' })).toBe('wallet (paytm)');
    expect(paidWithText(t, { method: 'emi' })).toBe('emi');
    expect(paidWithText(t, { method: '' })).toBe('online payment');
  });

  it("speaks the reader's language", () => {
    const t = i18n.getFixedT('hi');
    expect(paidWithText(t, { method: 'card', network: 'Visa', last4: '1111' })).toContain('1111');
    expect(paidWithText(t, { method: 'card', network: 'Visa', last4: '1111' })).not.toBe('Visa card ending 1111');
  });
});
