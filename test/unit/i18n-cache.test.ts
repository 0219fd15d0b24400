// The render's kept translations (server/render/i18n-cache.ts) answer exactly
// what i18next answers: plain keys, plurals in languages with several forms,
// interpolated values, default values, a key prefix and objects, asked once
// and again, and past the room kept for calls with values.
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { createI18n } from '../../client/i18n/create';
import { createServerI18n, type ServerI18n } from '../../server/i18n';
import { renderI18nCache } from '../../server/render/i18n-cache';

let serverI18n: ServerI18n;
beforeAll(async () => {
  serverI18n = await createServerI18n(path.resolve(import.meta.dirname, '../../locales'));
});

type Call = [string, Record<string, unknown>?];
/** i18next's overloads, loosened to the calls this test makes. */
type LooseT = (key: string, options?: Record<string, unknown>) => unknown;
const CALLS: Call[] = [
  ['orders.title'],
  ['header.itemsWord', { count: 0 }],
  ['header.itemsWord', { count: 1 }],
  ['header.itemsWord', { count: 2 }],
  ['header.itemsWord', { count: 5 }],
  ['header.itemsWord', { count: 21 }],
  ['orders.items', { count: 3 }],
  ['orders.viewOrder', { orderId: 'ORD-1' }],
  ['orders.viewOrder', { orderId: 'ORD-2' }],
  ['orders.page', { page: 2, pages: 7 }],
  ['orders.page', { page: '2', pages: '7' }],
  ['orderDetail.statuses.no-such-status', { defaultValue: 'no-such-status' }],
  ['delivery.deliverTo', { pin: '560001' }],
  ['no.such.key'],
];

describe('kept translations', () => {
  it.each(['en', 'hi', 'ar', 'ru', 'pl'])('answer as i18next does in %s, asked once and again', (lng) => {
    const kept = renderI18nCache(serverI18n)(lng).getFixedT(lng) as unknown as LooseT;
    const fresh = createI18n(lng, serverI18n.dictionaryFor(lng)).getFixedT(lng) as unknown as LooseT;
    for (let round = 0; round < 3; round++) {
      for (const [key, options] of CALLS) expect(kept(key, options), `${lng} ${key} ${JSON.stringify(options)}`).toBe(fresh(key, options));
    }
    expect(kept('orders.viewOrder', { orderId: 'ORD-1' })).not.toBe(kept('orders.viewOrder', { orderId: 'ORD-2' }));
  });

  it.each(['en', 'ru'])('answer the same through useTranslation’s getFixedT and a direct call in %s', (lng) => {
    const instance = renderI18nCache(serverI18n)(lng);
    const fresh = createI18n(lng, serverI18n.dictionaryFor(lng));
    // As react-i18next's useTranslation asks for it (a fourth argument i18next's types do not name).
    type GetFixedT = (lng: string, ns: string, keyPrefix: undefined, options: { scopeNs: string[] }) => LooseT;
    const scoped = (instance.getFixedT as unknown as GetFixedT)(lng, 'translation', undefined, { scopeNs: ['translation'] });
    const freshScoped = (fresh.getFixedT as unknown as GetFixedT)(lng, 'translation', undefined, { scopeNs: ['translation'] });
    const direct = instance.t.bind(instance) as unknown as LooseT;
    const freshDirect = fresh.t.bind(fresh) as unknown as LooseT;
    for (let round = 0; round < 2; round++) {
      for (const [key, options] of CALLS) {
        expect(scoped(key, options)).toBe(freshScoped(key, options));
        expect(direct(key, options)).toBe(freshDirect(key, options));
        expect(direct(key, { ...options, lng: 'hi' })).toBe(freshDirect(key, { ...options, lng: 'hi' }));
      }
    }
    expect((scoped as unknown as { ns?: unknown }).ns).toEqual((freshScoped as unknown as { ns?: unknown }).ns);
  });

  it('tell counts apart in English', () => {
    const kept = renderI18nCache(serverI18n)('en').getFixedT('en');
    expect([kept('header.itemsWord', { count: 1 }), kept('header.itemsWord', { count: 5 })]).toEqual(['item', 'items']);
  });

  it('are not kept for a key prefix or an object, and stay right', () => {
    const kept = renderI18nCache(serverI18n)('en');
    const fresh = createI18n('en', serverI18n.dictionaryFor('en'));
    expect(kept.getFixedT('en', null, 'orders')('title')).toBe(fresh.getFixedT('en', null, 'orders')('title'));
    expect(kept.getFixedT('en')('title')).toBe(fresh.getFixedT('en')('title'));
    const objects = kept.t('orders', { returnObjects: true });
    expect(objects).toEqual(fresh.t('orders', { returnObjects: true }));
    expect(kept.t('orders.viewOrder', { orderId: { toString: () => 'ORD-9' } })).toBe(fresh.t('orders.viewOrder', { orderId: { toString: () => 'ORD-9' } }));
  });

  it('stay right once more calls with values were made than are kept', () => {
    const kept = renderI18nCache(serverI18n)('en').getFixedT('en');
    const fresh = createI18n('en', serverI18n.dictionaryFor('en')).getFixedT('en');
    for (let i = 0; i < 12_000; i++) expect(kept('orders.viewOrder', { orderId: `ORD-${i % 7_000}` })).toBe(fresh('orders.viewOrder', { orderId: `ORD-${i % 7_000}` }));
  });
});
