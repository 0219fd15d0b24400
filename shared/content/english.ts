// The English edition of the corporate pages: the source every other edition
// follows, and the fallback for languages without one. Loaded on demand like
// the others, so a page's JavaScript does not carry text its first HTML already
// has (docs/decisions/016-page-weight.md).
import { CAREER_PAGES } from './careers';
import { JOURNEY, OUR_STORY } from './company';
import { INVESTOR_PAGES } from './investors';
import { LEGAL_PAGES } from './legal';
import { SUPPORT_PAGES } from './support';
import { SUSTAINABILITY_PAGES } from './sustainability';
import type { ContentSet } from './types';

export const ENGLISH: ContentSet = {
  pages: [OUR_STORY, ...INVESTOR_PAGES, ...SUSTAINABILITY_PAGES, ...CAREER_PAGES, ...SUPPORT_PAGES, ...LEGAL_PAGES],
  journey: JOURNEY,
};
