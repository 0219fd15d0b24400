// Site name, delivery facts and theme. Company facts: shared/company.ts.
import { SAMPLE_COMPANY } from './company';

export const SITE_NAME = 'Too More';
export const TITLE_SUFFIX = ' | Too More';

export const DELIVERY = {
  pinCode: '360370',
  city: 'Jetpur',
  hours: 'Everyday 07:00 AM - 09:00 PM',
} as const;

/** The sample company facts, for copy written around them; what the footer and JSON-LD show is configured (shared/company.ts). */
export const COMPANY = SAMPLE_COMPANY;

export const THEME_COLOR = '#e8590c';
