// Corporate pages: every one is server-rendered with its content and metadata.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { getJourney, getPageContent, loadContent } from '../../shared/content';
import { ROUTES } from '../../shared/routes';
import { testConfig } from '../helpers/config';
import { decodeHtml } from '../helpers/html';

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

const pages = ROUTES.filter((r) => r.module === 'static');

describe('corporate pages', () => {
  it.each(pages.map((r) => [r.path, r.id]))('%s is rendered on the server with its own title', async (path, id) => {
    const html = decodeHtml((await request(app).get(path).expect(200)).text);
    const content = getPageContent(id)!.page;
    expect(html).toContain(`<h1>${content.heading}</h1>`);
    expect(html).toContain(content.intro);
    expect(html).toMatch(/<title>[^<]+ \| Too More<\/title>/);
    const headings = [...html.matchAll(/<h([1-6])[ >]/g)].map((m) => Number(m[1]));
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const levels = [...main.matchAll(/<h([1-6])[ >]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading order on ${path}`).toBeLessThanOrEqual(1);
    expect(headings.length).toBeGreaterThan(0);
  });

  it('renders the journey with its five sections in order', async () => {
    const html = decodeHtml((await request(app).get('/our-journey').expect(200)).text);
    const titles = [...html.matchAll(/<h2 id="journey-[^"]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Our Vision', 'Quality Commitment', 'Research & Innovation', 'Advanced Facilities', 'Media & Milestones']);
    expect(html).toContain('<h1>Our Journey</h1>');
  });

  it('marks sample figures, and shows a language its own edition of a policy, with no English in it', async () => {
    expect((await request(app).get('/financial-reports')).text).toContain('Sample content');
    for (const lng of ['de', 'ar', 'ta']) {
      const html = decodeHtml((await request(app).get(`/${lng}/privacy-policy`).expect(200)).text);
      await loadContent(lng);
      const page = getPageContent('privacy-policy', lng)!;
      expect(page.lng).toBe(lng);
      expect(html).toContain(`<h1>${page.page.heading}</h1>`);
      expect(html).toMatch(new RegExp(`<article class="static-page" lang="${lng}">`));
      expect(html).not.toMatch(/<article[^>]*lang="en"/);
    }
  });

  it('renders the Hindi edition of the long-form text for Hindi, without the English-only note', async () => {
    const html = decodeHtml((await request(app).get('/our-story?lng=hi').expect(200)).text);
    await loadContent('hi'); // already loaded by the server's render; here for the expected text
    const hindi = getPageContent('our-story', 'hi')!.page;
    expect(html).toContain(`<h1>${hindi.heading}</h1>`);
    expect(html).toContain(hindi.intro);
    expect(html).toMatch(/<article class="static-page" lang="hi">/);
    expect(html).not.toContain('lang="en"');
    const journey = decodeHtml((await request(app).get('/our-journey?lng=hi').expect(200)).text);
    expect(journey).toContain(getJourney('hi').sections[0]!.title);
  });

  it('renders the forms with labelled fields and required marks only where the spec has them', async () => {
    const join = (await request(app).get('/careers')).text;
    expect(join).toMatch(/<input[^>]+type="file"[^>]+accept=".pdf,.doc,.docx"/);
    expect(join).toMatch(/<input[^>]+type="email"/);
    const contact = (await request(app).get('/contact-us')).text;
    expect(contact).not.toMatch(/<input[^>]+required/);
    const feedback = (await request(app).get('/feedback')).text;
    expect(feedback.match(/<(input|textarea)[^>]+required/g)).toHaveLength(3);
  });

  it('shows the saved cookie choice on the server-rendered settings page', async () => {
    const html = (await request(app).get('/cookies-settings').set('Cookie', 'cookie_consent=p0.a1.m0')).text;
    expect(html).toMatch(/<input type="checkbox" name="preferences" value="on"\/>/);
    expect(html).toMatch(/<input type="checkbox" name="analytics" checked="" value="on"\/>/);
  });

  it('does not remember ?lng when preference cookies are declined', async () => {
    const res = await request(app).get('/?lng=hi').set('Cookie', 'cookie_consent=p0.a0.m0').expect(200);
    // No language is remembered (the form token's cookie aside).
    expect(((res.headers['set-cookie'] as string[] | undefined) ?? []).filter((c) => !c.startsWith('csrf='))).toEqual([]);
    expect(res.text).toMatch(/<html lang="hi"/);
  });
});
