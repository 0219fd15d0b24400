// The sitemap: every language URL of every indexable page (English is the bare
// path, the other 34 carry their /<lng>/ prefix), each with its hreflang
// alternates. One file while it fits the protocol's limits (50,000 URLs,
// 50 MB); past either, a sitemap index and as many numbered parts as needed.
import { languageAlternates, languageUrl } from '../shared/language-path';
import { SUPPORTED_CODES } from '../shared/languages';
import { indexableRoutes } from '../shared/routes';

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

export interface SitemapFiles {
  /** What /sitemap.xml serves: the one urlset, or the index of the parts. */
  main: string;
  /** /sitemap-1.xml, /sitemap-2.xml, … when there is an index; empty otherwise. */
  parts: string[];
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => XML_ESCAPES[c] ?? c);
const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** One <url> entry per page and language. */
export function sitemapEntries(publicUrl: string): string[] {
  return indexableRoutes().flatMap((route) => {
    const alternates = languageAlternates(publicUrl, route.path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('\n');
    return SUPPORTED_CODES.map((lng) => `  <url>\n    <loc>${xmlEscape(languageUrl(publicUrl, route.path, lng))}</loc>\n${alternates}\n  </url>\n`);
  });
}

export function buildSitemap(publicUrl: string, limits: SitemapLimits = PROTOCOL_LIMITS, entries = sitemapEntries(publicUrl)): SitemapFiles {
  const room = limits.maxBytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  let current: string[] = [];
  const parts: string[][] = [current];
  let size = 0;
  for (const entry of entries) {
    const bytes = Buffer.byteLength(entry);
    if (current.length > 0 && (current.length >= limits.maxUrls || size + bytes > room)) {
      current = [];
      parts.push(current);
      size = 0;
    }
    current.push(entry);
    size += bytes;
  }
  const urlsets = parts.map((p) => `${URLSET_OPEN}${p.join('')}${URLSET_CLOSE}`);
  const [first, ...more] = urlsets;
  if (first !== undefined && more.length === 0) return { main: first, parts: [] };
  const index = urlsets.map((_, i) => `  <sitemap><loc>${xmlEscape(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`).join('');
  return {
    main: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}</sitemapindex>\n`,
    parts: urlsets,
  };
}
