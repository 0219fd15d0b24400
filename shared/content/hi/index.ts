// The Hindi edition of the corporate pages, loaded only when a page needs it.
import type { ContentSet } from '../types';
import { CAREER_PAGES } from './careers';
import { JOURNEY, OUR_STORY } from './company';
import { INVESTOR_PAGES } from './investors';
import { LEGAL_PAGES } from './legal';
import { SUPPORT_PAGES } from './support';
import { SUSTAINABILITY_PAGES } from './sustainability';

export const HINDI: ContentSet = {
  pages: [OUR_STORY, ...INVESTOR_PAGES, ...SUSTAINABILITY_PAGES, ...CAREER_PAGES, ...SUPPORT_PAGES, ...LEGAL_PAGES],
  journey: JOURNEY,
};
