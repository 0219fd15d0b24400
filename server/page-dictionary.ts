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

/** Keeps the keys a pattern list names: 'a.b' (that key and its plurals 'a.b_one', …) or 'a.b.*' (the subtree). */
export function pickKeys(dictionary: Dictionary, patterns: readonly string[]): Dictionary {
  const exact = new Set<string>();
  const trees: string[] = [];
  for (const p of patterns) {
    if (p.endsWith('.*')) trees.push(p.slice(0, -2));
    else exact.add(p);
  }
  const wanted = (key: string) => exact.has(key) || exact.has(key.replace(/_(zero|one|two|few|many|other)$/, '')) || trees.some((t) => key === t || key.startsWith(`${t}.`));
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
      const patterns = [...usage.shell, ...(module ? (usage.routes[module] ?? []) : []), `meta.${routeId}.*`, 'meta.not-found.*'];
      found = pickKeys(dictionaryFor(lng), patterns);
      cache.set(key, found);
    }
    return found;
  };
}
