// Reading server-rendered HTML in tests.

/** The <main> of a page: what the page shows, without the inlined dictionary or the frame. */
export function mainOf(html: string): string {
  return /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
}

/** The text React escaped back to what was written (quotes, ampersands) without its text separators. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');
}
