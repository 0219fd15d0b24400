// What a shopper typed, as it may appear in a mail to anyone: one plain line,
// short, with nothing a mail reader would show as a link. A name with
// newlines and a URL must not let a stranger write the body of our mail.
import type { TFunction } from 'i18next';

import type { Message } from './mailer';

const MAX_NAME_IN_MAIL = 40;
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)+(?:\/\S*)?/gi;

export function plainName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, ' ')
    .replace(LINK_LIKE, ' ')
    .replace(/[<>"'`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // At most so many code points (what the limit counts), even where one cut splits a grapheme.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- the limit is in code points on purpose; no surrogate pair is split
  const short = [...line].slice(0, MAX_NAME_IN_MAIL).join('').trim();
  return short || 'there';
}

/**
 * A mail to one shopper in their language: the greeting by name (made plain),
 * the paragraphs given, the sign-off. Every shopper mail is written this way.
 */
export function letter(t: TFunction, to: string, subject: string, name: string, paragraphs: readonly string[]): Message {
  return { to, subject, text: [t('mail.order.greeting', { name: plainName(name) }), ...paragraphs, t('mail.order.signoff')].join('\n\n') };
}
