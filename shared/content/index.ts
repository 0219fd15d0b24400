// Corporate page content by route id and language. English is built in; Hindi
// has its own edition, loaded on demand (loadContent) by the page's loader.
// Other languages read the English text, marked lang="en"; see docs/content.md.
import { CAREER_PAGES } from './careers';
import { JOURNEY, OUR_STORY } from './company';
import { INVESTOR_PAGES } from './investors';
import { LEGAL_PAGES } from './legal';
import { SUPPORT_PAGES } from './support';
import { SUSTAINABILITY_PAGES } from './sustainability';
import type { ContentSet, JourneySection, PageContent } from './types';

const ENGLISH: ContentSet = {
  pages: [OUR_STORY, ...INVESTOR_PAGES, ...SUSTAINABILITY_PAGES, ...CAREER_PAGES, ...SUPPORT_PAGES, ...LEGAL_PAGES],
  journey: JOURNEY,
};

const EDITIONS: Record<string, () => Promise<ContentSet>> = {
  hi: () => import('./hi/index').then((m) => m.HINDI),
};
const loaded = new Map<string, ContentSet>([['en', ENGLISH]]);

export const CONTENT_ROUTE_IDS: readonly string[] = ENGLISH.pages.map((p) => p.routeId);
export const CONTENT_LANGUAGES: readonly string[] = ['en', ...Object.keys(EDITIONS)];

/** The language the long-form text is shown in for an interface language. */
export function contentLanguage(lng: string): string {
  return CONTENT_LANGUAGES.includes(lng) ? lng : 'en';
}

/** Makes the edition for `lng` available to the synchronous getters. */
export async function loadContent(lng: string): Promise<void> {
  const edition = contentLanguage(lng);
  if (loaded.has(edition)) return;
  loaded.set(edition, await EDITIONS[edition]!());
}

function edition(lng: string): { set: ContentSet; lng: string } {
  const wanted = contentLanguage(lng);
  const set = loaded.get(wanted);
  return set ? { set, lng: wanted } : { set: ENGLISH, lng: 'en' };
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

export type { Block, ContentSet, FormKind, JourneySection, PageContent } from './types';
