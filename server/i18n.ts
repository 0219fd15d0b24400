// Server-side i18next: every language file is read once at start-up (fs-backend
// preload). The browser receives one merged dictionary per language (English
// filling any gap) so it never needs two. Which language a request renders in
// is server/language.ts's business.
// see docs/decisions/004-languages-and-direction.md
import path from 'node:path';

import i18next, { type i18n as I18n, type Resource } from 'i18next';
import FsBackend from 'i18next-fs-backend';

import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../shared/languages';

export type Dictionary = Record<string, unknown>;

export interface ServerI18n {
  instance: I18n;
  /** The dictionary the browser gets for a language: its own keys over English. */
  dictionaryFor(lng: string): Dictionary;
}

export async function createServerI18n(localesDir: string): Promise<ServerI18n> {
  const instance = i18next.createInstance();
  await instance.use(FsBackend).init({
    backend: { loadPath: path.join(localesDir, '{{lng}}/{{ns}}.json') },
    preload: [...SUPPORTED_CODES],
    supportedLngs: [...SUPPORTED_CODES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  const merged = new Map<string, Dictionary>();
  const english = bundle(instance, DEFAULT_LANGUAGE);
  for (const code of SUPPORTED_CODES) {
    merged.set(code, code === DEFAULT_LANGUAGE ? english : deepMerge(english, bundle(instance, code)));
  }

  return {
    instance,
    dictionaryFor: (lng) => merged.get(lng) ?? english,
  };
}

function bundle(instance: I18n, lng: string): Dictionary {
  return (instance.getResourceBundle(lng, 'translation') as Dictionary | undefined) ?? {};
}

function deepMerge(base: Dictionary, over: Dictionary): Dictionary {
  const out: Dictionary = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = isObject(prev) && isObject(value) ? deepMerge(prev, value) : value;
  }
  return out;
}

function isObject(v: unknown): v is Dictionary {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export type { Resource };
