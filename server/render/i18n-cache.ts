// One client-style i18next instance per language, shared by every render in
// that language (an instance is only read during a render, never mutated).
// Its translations are kept once looked up: i18next resolves each call anew
// (it copies its options, walks the key's path, picks the plural form and
// interpolates), and a page made from its shell makes dozens of them per
// request (docs/decisions/033). Components translate through getFixedT
// (react-i18next's useTranslation), so that is where the kept answer is
// looked for first; a direct `i18n.t` call is kept the same way.
import type { i18n as I18n, TFunction } from 'i18next';

import { createI18n } from '../../client/i18n/create';
import type { ServerI18n } from '../i18n';

/** A dictionary has a few thousand keys: past this, a plain key (perhaps built from a request) is not kept. */
const MAX_PLAIN = 20_000;
/** Calls with values ("{{count}} items", "Order {{orderId}}"): the oldest make room for the newest. */
const MAX_WITH_VALUES = 5_000;

const isPrimitive = (value: unknown) => value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A call's options as part of its identity ('' for none), or null when it cannot be kept (a key prefix, an option that is an object or a function). */
function optionsId(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return null;
  let id = '';
  for (const name in options) {
    const value: unknown = (options as Record<string, unknown>)[name];
    if (name === 'keyPrefix' ? value : !isPrimitive(value)) return null;
    id += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return id;
}

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Kept answers: plain ones (a label, a heading) and ones with values, apart. */
function keptAnswers() {
  const plain = new Map<string, unknown>();
  const withValues = new Map<string, unknown>();
  return (scope: string, translate: Translate): Translate =>
    (key, options, ...rest) => {
      const suffix = typeof key === 'string' && rest.length === 0 ? optionsId(options) : null;
      if (suffix === null) return translate(key, options, ...rest);
      const id = `${scope}\u0000${key as string}${suffix}`;
      const kept = suffix === '' ? plain : withValues;
      const found = kept.get(id);
      if (found !== undefined) return found;
      const text = translate(key, options);
      if (suffix === '') {
        if (plain.size < MAX_PLAIN) plain.set(id, text);
      } else if (typeof text === 'string') {
        if (withValues.size >= MAX_WITH_VALUES) withValues.delete(withValues.keys().next().value as string);
        withValues.set(id, text);
      }
      return text;
    };
}

function keepingTranslations(instance: I18n): I18n {
  const keeping = keptAnswers();
  // A direct call: its language and namespaces are in its options, so in its identity.
  instance.t = keeping('t', instance.t.bind(instance) as unknown as Translate) as unknown as TFunction;
  const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions?: unknown) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOptions);
    // react-i18next names the namespaces it scopes to, which only a key given as a function reads.
    const scopeNs =
      fixedOptions === undefined ? undefined : Object.keys(fixedOptions as object).every((k) => k === 'scopeNs') ? (fixedOptions as { scopeNs?: unknown }).scopeNs : null;
    if (keyPrefix || scopeNs === null || ![lng, ns, scopeNs].every(isLanguageScope)) return fixed;
    const t = keeping(JSON.stringify([lng, ns, scopeNs]), fixed as unknown as Translate);
    // What TFunction carries besides being a function (Trans reads its `ns`).
    const { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix } = fixed as unknown as Record<string, unknown>;
    return Object.assign(t, { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix });
  }) as unknown as I18n['getFixedT'];
  return instance;
}

const isLanguageScope = (value: unknown) =>
  value === null || value === undefined || typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

export function renderI18nCache(serverI18n: ServerI18n): (lng: string) => I18n {
  const cache = new Map<string, I18n>();
  return (lng) => {
    let instance = cache.get(lng);
    if (!instance) {
      instance = keepingTranslations(createI18n(lng, serverI18n.dictionaryFor(lng)));
      cache.set(lng, instance);
    }
    return instance;
  };
}
