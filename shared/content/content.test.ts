// The corporate copy as data: the files (locales/<lng>/content/*.json) against
// the routes and the schema, the Hindi edition against the English one, the
// facts named only by placeholders, and the content the loader serves.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { auditContent, typedFacts } from '../../tools/i18n/content-audit';
import { DELIVERY_HOURS, HINDI_FACTS } from '../copy-facts';
import { SUPPORTED_CODES } from '../languages';
import { formatINRShort } from '../money';
import { COUPON_CODE, COUPON_PERCENT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '../pricing';
import { ROUTES } from '../routes';
import { COMPANY, DELIVERY } from '../site';
import { FACT_NAMES, PLACEHOLDER, readContentFiles, resolveFacts } from './facts';
import { CONTENT_LANGUAGES, contentRouteIds, getJourney, getPageContent, JOURNEY_FILE, loadContent } from './index';
import { contentFileProblems, contentProblems } from './schema';

const locales = path.resolve('locales');
const read = readContentFiles(locales);
const staticRoutes = ROUTES.filter((r) => r.module === 'static').map((r) => r.param ?? r.id);
const fileNames = (lng: string) =>
  readdirSync(path.join(locales, lng, 'content'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
const text = (lng: string, file: string) => readFileSync(path.join(locales, lng, 'content', `${file}.json`), 'utf8');
const raw = (lng: string, file: string) => JSON.parse(text(lng, file)) as Record<string, unknown>;

describe('the content files', () => {
  it('are one English file a corporate route of shared/routes.ts, and the journey', () => {
    expect(staticRoutes.length).toBeGreaterThan(20);
    expect(contentRouteIds().sort()).toEqual([...staticRoutes].sort());
    expect(fileNames('en')).toEqual([...staticRoutes, JOURNEY_FILE].sort());
    for (const id of staticRoutes) expect(raw('en', id).routeId, id).toBe(id);
  });

  it('are the same pages in every edition, one edition a language of the shop', () => {
    expect(CONTENT_LANGUAGES).toEqual(SUPPORTED_CODES);
    for (const lng of CONTENT_LANGUAGES) expect(fileNames(lng), lng).toEqual(fileNames('en'));
  });

  it('are translated in every edition: the same blocks, data and placeholders as English, and no text left in English', () => {
    for (const lng of CONTENT_LANGUAGES.filter((l) => l !== 'en')) {
      const { problems, copied, texts } = auditContent(locales, lng);
      expect(problems, lng).toEqual([]);
      expect(copied, lng).toEqual([]);
      expect(texts, lng).toBeGreaterThan(400);
    }
  });

  it('finds a page left in English, a changed link and a lost placeholder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-audit-'));
    try {
      for (const lng of ['en', 'xx']) cpSync(path.join(locales, lng === 'xx' ? 'de' : lng, 'content'), path.join(dir, lng, 'content'), { recursive: true });
      const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
        const at = path.join(dir, 'xx', 'content', file);
        const json = JSON.parse(readFileSync(at, 'utf8')) as Record<string, unknown>;
        change(json);
        writeFileSync(at, JSON.stringify(json));
      };
      cpSync(path.join(locales, 'en', 'content', 'our-story.json'), path.join(dir, 'xx', 'content', 'our-story.json'));
      edit('contact-us.json', (json) => {
        (json.blocks as { items?: { href?: string }[] }[]).find((b) => b.items?.some((i) => i.href))!.items!.find((i) => i.href)!.href = 'https://evil.example';
      });
      edit('FAQs.json', (json) => {
        const faq = (json.blocks as { items: { answer: string }[] }[])[0]!;
        faq.items[2]!.answer = 'Versand kostet nichts.';
      });
      const audit = auditContent(dir, 'xx');
      expect(audit.copied.some((c) => c.startsWith('xx/content/our-story.json'))).toBe(true);
      expect(audit.problems.some((p) => p.includes('contact-us.json') && p.includes('data, not copy'))).toBe(true);
      expect(audit.problems.some((p) => p.includes('FAQs.json.blocks[0].items[2].answer: placeholders'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('all pass the schema', () => {
    expect(contentProblems(locales)).toEqual([]);
  });

  it('name only known facts in their placeholders', () => {
    const unknown = CONTENT_LANGUAGES.flatMap((lng) => fileNames(lng).flatMap((f) => [...text(lng, f).matchAll(PLACEHOLDER)].map((m) => m[1]!))).filter(
      (n) => !FACT_NAMES.includes(n),
    );
    expect(unknown).toEqual([]);
  });

  it('type no fact: every address, email, fee, threshold, coupon, city, PIN and hour is a placeholder', () => {
    for (const lng of CONTENT_LANGUAGES) {
      for (const file of fileNames(lng)) expect(typedFacts(text(lng, file)), `${lng}/${file}.json`).toEqual([]);
    }
    // The check finds a typed fact, and not a number that merely contains one.
    expect(typedFacts('"Free delivery from ₹5,000, shipping ₹50"')).toEqual(['₹50', '₹5,000', '5,000']);
    expect(typedFacts('"₹85,000 and 20–30% off"')).toEqual([]);
  });
});

describe('the schema', () => {
  const faqs = () => structuredClone(raw('en', 'FAQs')) as { blocks: { kind: string; items: { answer: string }[] }[] };

  it('accepts a valid page and names the file and the path of what is wrong', () => {
    expect(contentFileProblems('locales/en/content/FAQs.json', faqs())).toEqual([]);
    const typo = faqs();
    typo.blocks[0]!.items[2]!.answer = 'Shipping is {{shipping.fees}} per order.';
    expect(contentFileProblems('locales/en/content/FAQs.json', typo)).toEqual([
      expect.stringMatching(/^locales\/en\/content\/FAQs\.json: blocks\.0\.items\.2\.answer: unknown placeholder \{\{shipping\.fees\}\}/),
    ]);
    const formatter = faqs();
    formatter.blocks[0]!.items[0]!.answer = '{{delivery.hours, shout}}';
    expect(contentFileProblems('x/FAQs.json', formatter)[0]).toMatch(/unknown formatter/);
    const broken = faqs();
    broken.blocks[0]!.items[0]!.answer = 'Free from {{shipping.freeFrom}';
    expect(contentFileProblems('x/FAQs.json', broken)[0]).toMatch(/malformed placeholder/);
  });

  it('refuses unknown kinds, unknown or missing fields, bad dates and a routeId that is not the file name', () => {
    const kind = faqs();
    kind.blocks[0]!.kind = 'faqs';
    expect(contentFileProblems('x/FAQs.json', kind)[0]).toMatch(/^x\/FAQs\.json: blocks\.0\.kind: /);
    expect(contentFileProblems('x/FAQs.json', { ...faqs(), extra: 1 })[0]).toMatch(/extra/);
    const headless: Record<string, unknown> = faqs();
    delete headless.heading;
    expect(contentFileProblems('x/FAQs.json', headless)[0]).toMatch(/^x\/FAQs\.json: heading: /);
    expect(contentFileProblems('x/feedback.json', faqs())).toEqual([expect.stringMatching(/routeId: "FAQs" must be the file's name \("feedback"\)/)]);
    const reports = raw('en', 'financial-reports') as { blocks: { items: { date: string }[] }[] };
    reports.blocks[0]!.items[0]!.date = '2026-02-30';
    expect(contentFileProblems('x/financial-reports.json', reports)[0]).toMatch(/blocks\.0\.items\.0\.date/);
    expect(contentFileProblems('x/journey.json', { sections: [{ id: 'vision', title: 'T', paragraphs: [] }] }).length).toBeGreaterThan(0);
    expect(contentFileProblems('x/journey.json', raw('en', JOURNEY_FILE))).toEqual([]);
  });
});

describe('the facts', () => {
  it('are resolved from the code, money formatted, per edition', () => {
    const en = { 'shipping.fee': formatINRShort(SHIPPING_FEE), 'delivery.hours': DELIVERY_HOURS };
    expect(resolveFacts({ a: ['{{shipping.fee}} and {{ delivery.hours, lowercase }}'] }, en, 'x')).toEqual({ a: ['₹50 and everyday 07:00 AM - 09:00 PM'] });
    // Only the first letter: a noun in the fact keeps its capital.
    expect(resolveFacts('bis {{delivery.hours, lowercase}}', { 'delivery.hours': '07:00–21:00 Uhr' }, 'x')).toBe('bis 07:00–21:00 Uhr');
    expect(resolveFacts('{{delivery.hours, lowercase}}', { 'delivery.hours': 'Täglich 7 Uhr' }, 'x')).toBe('täglich 7 Uhr');
    expect(() => resolveFacts('{{nope}}', en, 'x.json')).toThrow('x.json: unknown placeholder {{nope}}');
  });
});

describe('corporate content', () => {
  beforeAll(() => loadContent('en', undefined, read));

  it.each(staticRoutes)('%s has a heading, an intro and blocks with text', (id) => {
    const page = getPageContent(id)!.page;
    expect(page.routeId).toBe(id);
    expect(page.heading.length).toBeGreaterThan(2);
    expect(page.intro.length).toBeGreaterThan(20);
    expect(page.blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/<|TODO|lorem|\{\{|\}\}/i);
  });

  it('is undefined for a page that is not corporate', () => {
    expect(getPageContent('cart')).toBeUndefined();
  });

  it('puts the forms on the right pages', () => {
    const formOf = (id: string) => getPageContent(id)!.page.blocks.flatMap((b) => (b.kind === 'form' ? [b.form] : []));
    expect(formOf('careers')).toEqual(['join']);
    expect(formOf('feedback')).toEqual(['feedback']);
    expect(formOf('contact-us')).toEqual(['contact']);
    expect(formOf('customer-care')).toEqual(['customer-care']);
    expect(formOf('cookies-settings')).toEqual(['cookies']);
  });

  it('answers real questions and dates its documents with real days', () => {
    for (const id of staticRoutes) {
      for (const block of getPageContent(id)!.page.blocks) {
        if (block.kind === 'faq') {
          for (const f of block.items) {
            expect(f.question, id).toMatch(/\?$/);
            expect(f.answer.length, `${id}: ${f.question}`).toBeGreaterThan(10);
          }
        }
        if (block.kind === 'documents') for (const d of block.items) expect(new Date(`${d.date}T00:00:00Z`).toISOString().slice(0, 10), `${id}: ${d.title}`).toBe(d.date);
      }
    }
    const faqs = getPageContent('FAQs')!.page.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : []));
    expect(faqs.map((f) => f.question)).toEqual(expect.arrayContaining(['Where do you deliver?', 'How much is shipping?', 'Do you have a coupon?']));
  });

  it('says the facts the shop runs on', () => {
    const answer = (question: string) =>
      getPageContent('FAQs')!
        .page.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : []))
        .find((f) => f.question === question)!.answer;
    expect(answer('How much is shipping?')).toBe(
      `Shipping is ${formatINRShort(SHIPPING_FEE)} per order, and free when your items total ${formatINRShort(FREE_SHIPPING_FROM)} or more.`,
    );
    expect(answer('Do you have a coupon?')).toBe(`Enter ${COUPON_CODE} in your cart for ${COUPON_PERCENT}% off your items.`);
    expect(answer('Where do you deliver?')).toContain(`${DELIVERY.city} (${DELIVERY.pinCode})`);
    const contact = getPageContent('contact-us')!.page.blocks.find((b) => b.kind === 'contact')!;
    expect(contact.items).toContainEqual({ label: 'Email', value: COMPANY.email, href: `mailto:${COMPANY.email}` });
    expect(contact.items).toContainEqual({ label: 'Address', value: `${COMPANY.street}, ${COMPANY.city}, ${COMPANY.region} ${COMPANY.postalCode}` });
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

  it('has the same pages, block kinds, ids, dates and links as English, in its files', () => {
    for (const file of fileNames('en')) expect(shape(raw('hi', file)), file).toEqual(shape(raw('en', file)));
    // Which the comparison sees: a link changed in one edition only.
    const changed = raw('hi', 'contact-us') as { blocks: { items?: { href?: string }[] }[] };
    changed.blocks[0]!.items![0]!.href = 'mailto:someone@else.example';
    expect(shape(changed)).not.toEqual(shape(raw('en', 'contact-us')));
  });

  it('is English until loaded, then every page and the journey in Devanagari', async () => {
    await loadContent('en', undefined, read);
    expect(getPageContent('privacy-policy', 'hi')!.lng).toBe('en');
    await loadContent('hi', undefined, read);
    for (const id of contentRouteIds()) {
      const hi = getPageContent(id, 'hi')!;
      expect(hi.lng).toBe('hi');
      expect(hi.page.heading, id).toMatch(/[\u0900-\u097F]/);
      expect(hi.page.intro, id).toMatch(/[\u0900-\u097F]/);
      expect(JSON.stringify(hi.page), id).not.toMatch(/<|TODO|lorem|\{\{|\}\}/i);
    }
    expect(getJourney('hi').lng).toBe('hi');
    expect(getJourney('hi').sections[0]!.title).toMatch(/[\u0900-\u097F]/);
    const contact = getPageContent('contact-us', 'hi')!.page.blocks.find((b) => b.kind === 'contact')!;
    expect(contact.items[1]!.value).toBe(`${HINDI_FACTS.street}, ${HINDI_FACTS.city}, ${HINDI_FACTS.region} ${COMPANY.postalCode}`);
    expect(contact.items[2]!.value).toBe(HINDI_FACTS.hours);
  });

  it('is the only other edition: German and Arabic read English', () => {
    expect(getPageContent('our-story', 'de')!.lng).toBe('en');
    expect(getJourney('ar').lng).toBe('en');
  });
});
