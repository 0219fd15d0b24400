// The query parameters some page reads. Everything else in a page's query
// (?utm_source=, ?fbclid=, …) changes nothing on it: the render cache keys a
// page on its path and these alone, and a form that sends the shopper back to
// the page keeps these alone, so a page's HTML never depends on the rest.
// test/unit/page-query.test.ts fails when a page reads a parameter not listed.
export const PAGE_QUERY_PARAMS = [
  'category',
  'confirm',
  'filter',
  'go',
  'key',
  'lng',
  'mode',
  'order',
  'page',
  'notified',
  'q',
  'redirect',
  'sent',
  'show',
  'size',
  'tab',
  'ticket',
] as const;

const READ = new Set<string>(PAGE_QUERY_PARAMS);

/** `?…` with only the parameters a page reads, in their order; '' when none is left. */
export function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams([...params].filter(([name]) => READ.has(name)));
  const text = kept.toString();
  return text ? `?${text}` : '';
}
