// The sitemap's split into an index and parts when one file would pass the
// protocol's limits (tested with small limits: the real ones are 50,000 URLs
// and 50 MB).
import { describe, expect, it } from 'vitest';

import { buildSitemap, PROTOCOL_LIMITS, sitemapEntries } from '../../server/sitemap';
import { PRODUCTS } from '../../shared/catalogue';
import { indexableRoutes } from '../../shared/routes';

const URL = 'https://shop.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('is one urlset with every page in every language while it fits', () => {
    const files = buildSitemap(URL);
    expect(files.parts).toEqual([]);
    expect(files.main).toContain('<urlset');
    expect(locs(files.main)).toHaveLength(indexableRoutes().length * 35);
    expect(Buffer.byteLength(files.main)).toBeLessThan(PROTOCOL_LIMITS.maxBytes);
  });

  it('lists every catalogue product page, in English and in each language', () => {
    const all = locs(buildSitemap(URL).main);
    for (const p of PRODUCTS) {
      expect(all, p.key).toContain(`${URL}${p.link}`);
      expect(all, p.key).toContain(`${URL}/hi${p.link}`);
    }
  });

  it('becomes an index of parts past the URL limit', () => {
    const entries = sitemapEntries(URL);
    const files = buildSitemap(URL, { maxUrls: 1000, maxBytes: PROTOCOL_LIMITS.maxBytes }, entries);
    expect(files.main).toContain('<sitemapindex');
    expect(files.parts).toHaveLength(Math.ceil(entries.length / 1000));
    expect(locs(files.main)).toEqual(files.parts.map((_, i) => `${URL}/sitemap-${i + 1}.xml`));
    expect(files.parts.flatMap(locs)).toEqual(entries.flatMap(locs));
    for (const part of files.parts) expect(locs(part).length).toBeLessThanOrEqual(1000);
  });

  it('becomes an index of parts past the size limit, never splitting an entry', () => {
    const entries = sitemapEntries(URL);
    const maxBytes = 200_000;
    const files = buildSitemap(URL, { maxUrls: PROTOCOL_LIMITS.maxUrls, maxBytes }, entries);
    expect(files.parts.length).toBeGreaterThan(1);
    for (const part of files.parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(maxBytes);
    expect(files.parts.flatMap(locs)).toHaveLength(entries.length);
  });
});
