// The corporate copy names company facts with placeholders; the operator's
// COMPANY_* values are the ones its pages show, in the first HTML and in the
// resolved file the browser's loader fetches on a later navigation.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { readCompanyFacts, SAMPLE_COMPANY } from '../../shared/company';
import { testConfig } from '../helpers/config';
import { decodeHtml, mainOf } from '../helpers/html';

const problems: string[] = [];
const company = readCompanyFacts({ COMPANY_EMAIL: 'help@juiceworks.in', COMPANY_STREET: '7 Station Road', COMPANY_POSTAL_CODE: '360001' }, problems);
let app: Express;
beforeAll(async () => {
  expect(problems).toEqual([]);
  app = await createApp(testConfig({ company }));
});

describe('the corporate copy with the operator’s company facts', () => {
  it('shows them on the page, never the samples', async () => {
    const main = decodeHtml(mainOf((await request(app).get('/customer-care').expect(200)).text));
    expect(main).toContain('help@juiceworks.in');
    expect(main).toContain('7 Station Road');
    expect(main).toContain('360001');
    expect(main).not.toContain(SAMPLE_COMPANY.email);
    expect(main).not.toContain(SAMPLE_COMPANY.street);
  });

  it('names the other mailboxes at the operator’s domain', async () => {
    const main = decodeHtml(mainOf((await request(app).get('/investor-relations').expect(200)).text));
    expect(main).toContain('investors@juiceworks.in');
    expect(main).not.toContain('@toomore.example');
  });

  it('serves each resolved file to the browser’s loaders, and nothing else', async () => {
    const res = await request(app).get('/content/en/customer-care.json').expect(200).expect('Content-Type', /json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.stringify(res.body)).toContain('help@juiceworks.in');
    expect(JSON.stringify(res.body)).not.toMatch(/\{\{/);
    const journey = await request(app).get('/content/hi/journey.json').expect(200);
    expect(Array.isArray((journey.body as { sections: unknown }).sections)).toBe(true);
    // Every language has its edition, its facts resolved.
    const german = await request(app).get('/content/de/customer-care.json').expect(200);
    expect(JSON.stringify(german.body)).toContain('help@juiceworks.in');
    expect(JSON.stringify(german.body)).not.toMatch(/\{\{/);
    for (const path of [
      '/content/xx/customer-care.json',
      '/content/en/nothing.json',
      '/content/en/customer-care',
      '/content/en/..%2Fhi%2Fcustomer-care.json',
      '/content/en/%3Cscript%3E.json',
    ]) {
      await request(app).get(path).expect(404);
    }
  });
});
