import { beforeAll, describe, expect, it } from 'vitest';

import { ROUTES } from '../routes';
import { contentRouteIds, getJourney, getPageContent, loadContent } from './index';

const staticRoutes = ROUTES.filter((r) => r.module === 'static').map((r) => r.id);

beforeAll(() => loadContent('en'));

describe('corporate content', () => {
  it('exists for every static route and nothing else', () => {
    expect(contentRouteIds().sort()).toEqual([...staticRoutes].sort());
  });

  it.each(staticRoutes)('%s has a heading, an intro and blocks with text', (id) => {
    const page = getPageContent(id)!.page;
    expect(page.heading.length).toBeGreaterThan(2);
    expect(page.intro.length).toBeGreaterThan(20);
    expect(page.blocks.length).toBeGreaterThan(0);
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/<|TODO|lorem/i);
  });

  it('puts the forms on the right pages', () => {
    const formOf = (id: string) => getPageContent(id)!.page.blocks.flatMap((b) => (b.kind === 'form' ? [b.form] : []));
    expect(formOf('careers')).toEqual(['join']);
    expect(formOf('feedback')).toEqual(['feedback']);
    expect(formOf('contact-us')).toEqual(['contact']);
    expect(formOf('customer-care')).toEqual(['customer-care']);
    expect(formOf('cookies-settings')).toEqual(['cookies']);
  });

  it('has real FAQ entries and valid document dates', () => {
    for (const id of staticRoutes) {
      for (const block of getPageContent(id)!.page.blocks) {
        if (block.kind === 'faq') for (const f of block.items) expect(f.question.endsWith('?') && f.answer.length > 10).toBe(true);
        if (block.kind === 'documents') for (const d of block.items) expect(Number.isNaN(Date.parse(d.date)) || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)).toBe(false);
      }
    }
    const faqs = getPageContent('FAQs')!.page.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : []));
    expect(faqs.length).toBeGreaterThanOrEqual(3);
  });

  it('marks pages with invented figures or documents as samples', () => {
    for (const id of staticRoutes) {
      const page = getPageContent(id)!.page;
      if (page.blocks.some((b) => b.kind === 'figures' || b.kind === 'documents')) expect(page.sampleNotice, id).toBe(true);
    }
  });

  it('tells the journey in the five sections of the spec, in order', () => {
    expect(getJourney().sections.map((s) => s.title)).toEqual(['Our Vision', 'Quality Commitment', 'Research & Innovation', 'Advanced Facilities', 'Media & Milestones']);
  });
});

describe('the Hindi edition', () => {
  // Shape of a content value with the text replaced by its type: the Hindi
  // edition must have the same pages, blocks, items, ids, dates and links.
  const shape = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(shape)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ['routeId', 'id', 'kind', 'form', 'type', 'date', 'href', 'sampleNotice'].includes(k) ? x : shape(x)]))
        : typeof v;

  it('is English until loaded, then mirrors every English page in Devanagari', async () => {
    expect(getPageContent('privacy-policy', 'hi')!.lng).toBe('en');
    await loadContent('hi');
    for (const id of contentRouteIds()) {
      const hi = getPageContent(id, 'hi')!;
      const en = getPageContent(id, 'en')!;
      expect(hi.lng).toBe('hi');
      expect(shape(hi.page), id).toEqual(shape(en.page));
      expect(hi.page.heading, id).toMatch(/[\u0900-\u097F]/);
      expect(hi.page.intro, id).toMatch(/[\u0900-\u097F]/);
      expect(JSON.stringify(hi.page), id).not.toMatch(/<|TODO|lorem/i);
    }
    expect(shape(getJourney('hi').sections)).toEqual(shape(getJourney('en').sections));
    expect(getJourney('hi').sections[0]!.title).toMatch(/[\u0900-\u097F]/);
  });

  it('is the only other edition: German and Arabic read English', () => {
    expect(getPageContent('our-story', 'de')!.lng).toBe('en');
    expect(getJourney('ar').lng).toBe('en');
  });
});
