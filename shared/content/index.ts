// Corporate page content by route id and language: English and Hindi
// editions, each loaded on demand (loadContent) — the server loads them all at
// start-up, the browser only when a page's loader runs there (the first page
// gets its text in the HTML). Other languages read the English text, marked
// lang="en"; see docs/content.md.
import type { ContentSet, JourneySection, PageContent } from './types';

const EDITIONS: Record<string, () => Promise<ContentSet>> = {
  en: () => import('./english').then((m) => m.ENGLISH),
  hi: () => import('./hi/index').then((m) => m.HINDI),
};
const loaded = new Map<string, ContentSet>();

export const CONTENT_LANGUAGES: readonly string[] = Object.keys(EDITIONS);

/** The language the long-form text is shown in for an interface language. */
export function contentLanguage(lng: string): string {
  return CONTENT_LANGUAGES.includes(lng) ? lng : 'en';
}

/** Makes the edition for `lng`, and English as its fallback, available to the synchronous getters. */
export async function loadContent(lng: string): Promise<void> {
  await Promise.all([...new Set(['en', contentLanguage(lng)])].filter((code) => !loaded.has(code)).map(async (code) => loaded.set(code, await EDITIONS[code]!())));
}

function edition(lng: string): { set: ContentSet; lng: string } {
  const wanted = contentLanguage(lng);
  const set = loaded.get(wanted);
  if (set) return { set, lng: wanted };
  const english = loaded.get('en');
  if (!english) throw new Error('corporate content read before loadContent()');
  return { set: english, lng: 'en' };
}

/** The page in `lng` when that edition exists and is loaded, else English; `lng` says which. */
export function getPageContent(routeId: string, lng = 'en'): { page: PageContent; lng: string } | undefined {
  const { set, lng: shown } = edition(lng);
  const page = set.pages.find((p) => p.routeId === routeId);
  return page ? { page, lng: shown } : undefined;
}

export function getJourney(lng = 'en'): { sections: readonly JourneySection[]; lng: string } {
  const { set, lng: shown } = edition(lng);
  return { sections: set.journey, lng: shown };
}

/** The route ids of the corporate pages (English edition, once loaded). */
export function contentRouteIds(): string[] {
  return edition('en').set.pages.map((p) => p.routeId);
}

export type { Block, ContentSet, FormKind, JourneySection, PageContent } from './types';
