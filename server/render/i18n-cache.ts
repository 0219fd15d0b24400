// One client-style i18next instance per language, shared by every render in
// that language (an instance is only read during a render, never mutated).
// Its translations without options (a label, a heading: most of a page's) are
// kept once looked up: i18next resolves each call anew, and a page made from
// its shell makes dozens of them per request (docs/decisions/033).
import type { i18n as I18n, TFunction } from 'i18next';

import { createI18n } from '../../client/i18n/create';
import type { ServerI18n } from '../i18n';

const MAX_KEPT = 20_000;

/** What getFixedT adds to a call made with no options of its own. */
const FIXED_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);
const withoutOptions = (options: unknown): options is { lng?: string; lngs?: unknown; ns?: unknown; keyPrefix?: unknown } =>
  typeof options === 'object' && options !== null && !('keyPrefix' in options && options.keyPrefix) && Object.keys(options).every((k) => FIXED_OPTIONS.has(k));

function keepingPlainTranslations(instance: I18n): I18n {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const kept = new Map<string, unknown>();
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0 || !withoutOptions(options)) return translate(key, options, ...rest);
    const id = `${String(options.lng)}\u0000${String(options.lngs)}\u0000${String(options.ns)}\u0000${key}`;
    if (kept.has(id)) return kept.get(id);
    const text = translate(key, options);
    // A dictionary has a few thousand keys; past this, a key built from a request is not kept (memory cannot grow with requests).
    if (kept.size < MAX_KEPT) kept.set(id, text);
    return text;
  }) as unknown as TFunction;
  return instance;
}

export function renderI18nCache(serverI18n: ServerI18n): (lng: string) => I18n {
  const cache = new Map<string, I18n>();
  return (lng) => {
    let instance = cache.get(lng);
    if (!instance) {
      instance = keepingPlainTranslations(createI18n(lng, serverI18n.dictionaryFor(lng)));
      cache.set(lng, instance);
    }
    return instance;
  };
}
