// One client-style i18next instance per language, shared by every render in
// that language (an instance is only read during a render, never mutated).
import type { i18n as I18n } from 'i18next';

import { createI18n } from '../../client/i18n/create';
import type { ServerI18n } from '../i18n';

export function renderI18nCache(serverI18n: ServerI18n): (lng: string) => I18n {
  const cache = new Map<string, I18n>();
  return (lng) => {
    let instance = cache.get(lng);
    if (!instance) {
      instance = createI18n(lng, serverI18n.dictionaryFor(lng));
      cache.set(lng, instance);
    }
    return instance;
  };
}
