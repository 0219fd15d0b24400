// The part of a language's dictionary a page is rendered with in the browser:
// the keys its route module and the frame can show (dist/i18n-usage.json,
// written by the build from the source), plus the page's own metadata. The
// rest of the dictionary loads after the page has hydrated, before the first
// navigation needs it.
// see docs/decisions/016-page-weight.md
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Dictionary } from './i18n';

export interface KeyUsage {
  shell: string[];
  routes: Record<string, string[]>;
}

export function readKeyUsage(distDir: string): KeyUsage {
  return JSON.parse(readFileSync(path.join(distDir, 'i18n-usage.json'), 'utf8')) as KeyUsage;
}

/**
 * Keeps the keys a pattern list names: 'a.b' (that key and its plurals
 * 'a.b_one', …), 'a.*.c' (a `*` inside stands for any one key) or 'a.b.*'
 * (the subtree).
 */
export function pickKeys(dictionary: Dictionary, patterns: readonly string[]): Dictionary {
  const matchers = patterns.map(keyMatcher);
  const wanted = (key: string) => matchers.some((matches) => matches(key));
  const walk = (node: Dictionary, prefix: string): Dictionary | undefined => {
    const out: Dictionary = {};
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const sub = wanted(key) ? (value as Dictionary) : walk(value as Dictionary, key);
        if (sub && Object.keys(sub).length) out[name] = sub;
      } else if (wanted(key)) out[name] = value;
    }
    return Object.keys(out).length ? out : undefined;
  };
  return walk(dictionary, '') ?? {};
}

/** The dictionary of a page (language, route module, route id), computed once and kept. */
export function pageDictionaries(usage: KeyUsage, dictionaryFor: (lng: string) => Dictionary) {
  const cache = new Map<string, Dictionary>();
  return (lng: string, module: string | null, routeId: string): Dictionary => {
    const key = `${lng}|${module}|${routeId}`;
    let found = cache.get(key);
    if (!found) {
      // The back office (admin-* modules) shows its own section and the API's errors.
      const admin = module?.startsWith('admin-') ? ['admin.*', 'apiErrors.*'] : [];
      const patterns = [...usage.shell, ...(module ? (usage.routes[module] ?? []) : []), ...admin, `meta.${routeId}.*`, 'meta.not-found.*'];
      found = pickKeys(dictionaryFor(lng), patterns);
      cache.set(key, found);
    }
    return found;
  };
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keyMatcher(pattern: string): (key: string) => boolean {
  const segments = pattern.split('.');
  const same = (wanted: readonly string[], key: readonly string[]) => wanted.every((s, i) => s === '*' || s === key[i]);
  if (segments.at(-1) === '*') {
    const head = segments.slice(0, -1);
    return (key) => {
      const parts = key.split('.');
      return parts.length >= head.length && same(head, parts);
    };
  }
  return (key) => {
    const parts = key.replace(PLURAL_SUFFIX, '').split('.');
    return parts.length === segments.length && same(segments, parts);
  };
}
