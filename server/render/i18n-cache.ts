// One client-style i18next instance per language, shared by every render in
// that language (an instance is only read during a render, never mutated).
// Its translations are kept once looked up: i18next resolves each call anew
// (the key's path, the plural form, the interpolation), and a page made from
// its shell makes dozens of them per request (docs/decisions/033).
import type { i18n as I18n, TFunction } from 'i18next';

import { createI18n } from '../../client/i18n/create';
import type { ServerI18n } from '../i18n';

/** A dictionary has a few thousand keys: past this, a plain key (perhaps built from a request) is not kept. */
const MAX_PLAIN = 20_000;
/** Calls with values ("{{count}} items", "Order {{orderId}}"): the oldest make room for the newest. */
const MAX_WITH_VALUES = 5_000;

/** What getFixedT adds to a call made with no options of its own. */
const FIXED_OPTIONS = new Set(['lng', 'lngs', 'ns']);
type Primitive = string | number | boolean | undefined;

const isPrimitive = (value: unknown): value is Primitive => value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
const isLanguageList = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** The call's identity, or null when it cannot be kept (a key prefix, an option that is an object or a function). */
function callId(key: string, options: unknown): { id: string; plain: boolean } | null {
  if (options === undefined) return { id: key, plain: true };
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  let plain = true;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'keyPrefix') {
      if (value) return null;
      continue;
    }
    if (FIXED_OPTIONS.has(name)) {
      if (value !== undefined && !isLanguageList(value)) return null;
    } else if (isPrimitive(value)) plain = false;
    else return null;
    id += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return { id, plain };
}

function keepingTranslations(instance: I18n): I18n {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const plainKept = new Map<string, unknown>();
  const withValues = new Map<string, string>();
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = typeof key === 'string' && rest.length === 0 ? callId(key, options) : null;
    if (!call) return translate(key, options, ...rest);
    const kept = call.plain ? plainKept.get(call.id) : withValues.get(call.id);
    if (kept !== undefined) return kept;
    const text = translate(key, options);
    if (call.plain) {
      if (plainKept.size < MAX_PLAIN) plainKept.set(call.id, text);
    } else if (typeof text === 'string') {
      if (withValues.size >= MAX_WITH_VALUES) withValues.delete(withValues.keys().next().value as string);
      withValues.set(call.id, text);
    }
    return text;
  }) as unknown as TFunction;
  return instance;
}

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
