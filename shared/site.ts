// Site name, delivery facts and theme. Company facts: shared/company.ts.
import { SAMPLE_COMPANY } from './company';

export const SITE_NAME = 'Too More';
export const TITLE_SUFFIX = ' | Too More';

/** Where the shop delivers. Its hours are named only by the corporate copy: shared/copy-facts.ts. */
export const DELIVERY = {
  pinCode: '360370',
  city: 'Jetpur',
} as const;

/** The sample company facts, for copy written around them; what the footer and JSON-LD show is configured (shared/company.ts). */
export const COMPANY = SAMPLE_COMPANY;

export const THEME_COLOR = '#e8590c';
