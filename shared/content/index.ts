// Lookup of corporate page content by route id. The content is English sample
// text; see docs/content.md for why it is not translated into every language.
import { CAREER_PAGES } from './careers';
import { JOURNEY, OUR_STORY } from './company';
import { INVESTOR_PAGES } from './investors';
import { LEGAL_PAGES } from './legal';
import { SUPPORT_PAGES } from './support';
import { SUSTAINABILITY_PAGES } from './sustainability';
import type { JourneySection, PageContent } from './types';

const PAGES: readonly PageContent[] = [OUR_STORY, ...INVESTOR_PAGES, ...SUSTAINABILITY_PAGES, ...CAREER_PAGES, ...SUPPORT_PAGES, ...LEGAL_PAGES];
const byRoute = new Map(PAGES.map((p) => [p.routeId, p]));

export const CONTENT_ROUTE_IDS: readonly string[] = PAGES.map((p) => p.routeId);

export function getPageContent(routeId: string): PageContent | undefined {
  return byRoute.get(routeId);
}

export function getJourney(): readonly JourneySection[] {
  return JOURNEY;
}

export type { Block, FormKind, JourneySection, PageContent } from './types';
