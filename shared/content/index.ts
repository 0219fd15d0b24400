// Corporate page content by route id and language, read from one JSON file a
// page and language: locales/<lng>/content/<routeId>.json and journey.json
// (docs/content.md). Every language of the shop has its edition; a page a
// language lacked would read in English, marked lang="en". Facts (addresses, emails, the shipping fee,
// the coupon…) live in code and the copy names them with {{placeholders}},
// which a reader resolves (facts.ts) with the operator's company facts. The
// server reads every file at start-up (loadContent with its fs reader) and
// serves each, resolved, at /content/<lng>/<file>.json; the browser fetches one
// only when a page's loader runs there — the first page's text comes in its
// HTML and loader data. So no fact is built into the browser's code, and the
// facts an operator sets at start (COMPANY_*) are the ones every page shows.
import { SUPPORTED_CODES } from '../languages';
import { ROUTES } from '../routes';
import type { JourneySection, PageContent } from './types';

/** The languages with an edition of the corporate pages: all of the shop's (scripts/i18n/content-check.ts checks each against English). */
export const CONTENT_LANGUAGES: readonly string[] = SUPPORTED_CODES;

/** The file of the journey, beside one file per corporate page. */
export const JOURNEY_FILE = 'journey';

/** Reads one file of an edition, its placeholders resolved (readContentFiles in facts.ts). */
export type ContentReader = (lng: string, file: string) => Promise<unknown>;

/** Where the server serves one resolved file (server/content-route.ts). */
export const contentUrl = (lng: string, file: string) => `/content/${lng}/${file}.json`;

/** The browser's reader: the file as the server resolved it. */
const fetchFile: ContentReader = async (lng, file) => {
  const res = await fetch(contentUrl(lng, file), { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${contentUrl(lng, file)}: ${String(res.status)}`);
  return (await res.json()) as unknown;
};

const pages = new Map<string, PageContent>();
const journeys = new Map<string, JourneySection[]>();
const loading = new Map<string, Promise<void>>();

/** The route ids of the corporate pages: the static routes of shared/routes.ts, one file each. */
export function contentRouteIds(): string[] {
  return ROUTES.filter((r) => r.module === 'static').map((r) => r.param ?? r.id);
}

/** The language the long-form text is shown in for an interface language. */
export function contentLanguage(lng: string): string {
  return CONTENT_LANGUAGES.includes(lng) ? lng : 'en';
}

/**
 * Makes `file` (a route id or JOURNEY_FILE; all of them when omitted) of the
 * edition shown for `lng` available to the synchronous getters. The server
 * passes a reader of its own (fs); the browser fetches the file.
 */
export async function loadContent(lng: string, file?: string, read: ContentReader = fetchFile): Promise<void> {
  const code = contentLanguage(lng);
  const files = file === undefined ? [...contentRouteIds(), JOURNEY_FILE] : [file];
  // A reader of its own (the server starting) reads afresh: its facts may be new.
  if (read !== fetchFile) for (const f of files) loading.delete(`${code}/${f}`);
  await Promise.all(files.map((f) => loadFile(code, f, read)));
}

function loadFile(lng: string, file: string, read: ContentReader): Promise<void> {
  const key = `${lng}/${file}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = read(lng, file).then((json) => {
      if (file === JOURNEY_FILE) journeys.set(lng, (json as { sections: JourneySection[] }).sections);
      else pages.set(key, json as PageContent);
    });
    // A failed load (offline) may be tried again by the next navigation.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The page in `lng` when that edition has it loaded, else English; `lng` says which. */
export function getPageContent(routeId: string, lng = 'en'): { page: PageContent; lng: string } | undefined {
  if (!contentRouteIds().includes(routeId)) return undefined;
  for (const shown of new Set([contentLanguage(lng), 'en'])) {
    const page = pages.get(`${shown}/${routeId}`);
    if (page) return { page, lng: shown };
  }
  throw new Error(`corporate content (${routeId}) read before loadContent()`);
}

export function getJourney(lng = 'en'): { sections: readonly JourneySection[]; lng: string } {
  for (const shown of new Set([contentLanguage(lng), 'en'])) {
    const sections = journeys.get(shown);
    if (sections) return { sections, lng: shown };
  }
  throw new Error('corporate content (journey) read before loadContent()');
}

/** A loaded file as it was read (resolved): what /content/<lng>/<file>.json answers; undefined when that edition has no such file. */
export function loadedContentFile(lng: string, file: string): unknown {
  if (file === JOURNEY_FILE) {
    const sections = journeys.get(lng);
    return sections ? { sections } : undefined;
  }
  return pages.get(`${lng}/${file}`);
}

export type { Block, FormKind, JourneySection, PageContent } from './types';
