import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { CONTENT_ROUTE_IDS, getJourney, getPageContent } from './index';

const staticRoutes = ROUTES.filter((r) => r.page === 'static' || r.page === 'our-story').map((r) => r.id);

describe('corporate content', () => {
  it('exists for every static route and nothing else', () => {
    expect([...CONTENT_ROUTE_IDS].sort()).toEqual([...staticRoutes].sort());
  });

  it.each(staticRoutes)('%s has a heading, an intro and blocks with text', (id) => {
    const page = getPageContent(id)!;
    expect(page.heading.length).toBeGreaterThan(2);
    expect(page.intro.length).toBeGreaterThan(20);
    expect(page.blocks.length).toBeGreaterThan(0);
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/<|TODO|lorem/i);
  });

  it('puts the forms on the right pages', () => {
    const formOf = (id: string) => getPageContent(id)!.blocks.flatMap((b) => (b.kind === 'form' ? [b.form] : []));
    expect(formOf('careers')).toEqual(['join']);
    expect(formOf('feedback')).toEqual(['feedback']);
    expect(formOf('contact-us')).toEqual(['contact']);
    expect(formOf('customer-care')).toEqual(['customer-care']);
    expect(formOf('cookies-settings')).toEqual(['cookies']);
  });

  it('has real FAQ entries and valid document dates', () => {
    for (const id of staticRoutes) {
      for (const block of getPageContent(id)!.blocks) {
        if (block.kind === 'faq') for (const f of block.items) expect(f.question.endsWith('?') && f.answer.length > 10).toBe(true);
        if (block.kind === 'documents') for (const d of block.items) expect(Number.isNaN(Date.parse(d.date)) || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)).toBe(false);
      }
    }
    expect(getPageContent('FAQs')!.blocks.find((b) => b.kind === 'faq')!.kind).toBe('faq');
  });

  it('marks pages with invented figures or documents as samples', () => {
    for (const id of staticRoutes) {
      const page = getPageContent(id)!;
      if (page.blocks.some((b) => b.kind === 'figures' || b.kind === 'documents')) expect(page.sampleNotice, id).toBe(true);
    }
  });

  it('tells the journey in the five sections of the spec, in order', () => {
    expect(getJourney().map((s) => s.title)).toEqual(['Our Vision', 'Quality Commitment', 'Research & Innovation', 'Advanced Facilities', 'Media & Milestones']);
  });
});
