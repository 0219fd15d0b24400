// What a shopper typed, as it may appear in a mail to anyone: one plain line,
// short, with nothing a mail reader would show as a link. A name with
// newlines and a URL must not let a stranger write the body of our mail.
const MAX_NAME_IN_MAIL = 40;
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)+(?:\/\S*)?/gi;

export function plainName(name: string): string {
  const line = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(LINK_LIKE, ' ')
    .replace(/[<>"'`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = [...line].slice(0, MAX_NAME_IN_MAIL).join('').trim();
  return short || 'there';
}
