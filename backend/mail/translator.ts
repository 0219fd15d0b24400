// Mail in the shopper's language: the same dictionaries the pages use
// (locales/<lng>/translation.json), read once per language on first use,
// through one i18next instance. Plain-text mail, so nothing is HTML-escaped;
// what a shopper typed is made plain by backend/mail/letter.ts first.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import i18next from 'i18next';

import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../shared/languages';
import type { Translator } from '../store/context';

/** The store's Translator port (../store/context.ts), as mail uses it. */
export type MailTranslator = Translator;

export function createMailTranslator(localesDir: string): MailTranslator {
  const i18n = i18next.createInstance();
  const ready = i18n.init({ lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, resources: {}, interpolation: { escapeValue: false } });
  const loading = new Map<string, Promise<void>>();
  const load = (lng: string) => {
    let pending = loading.get(lng);
    if (!pending) {
      pending = readFile(path.join(localesDir, lng, 'translation.json'), 'utf8').then((json) => {
        i18n.addResourceBundle(lng, 'translation', JSON.parse(json) as object, true, true);
      });
      // A failed read is tried again next time rather than remembered.
      pending.catch(() => loading.delete(lng));
      loading.set(lng, pending);
    }
    return pending;
  };
  return async (language) => {
    const lng = toSupportedLanguage(language) ?? DEFAULT_LANGUAGE;
    await ready;
    await load(DEFAULT_LANGUAGE);
    if (lng !== DEFAULT_LANGUAGE) await load(lng).catch(() => undefined);
    return { lng, t: i18n.getFixedT(lng) };
  };
}
