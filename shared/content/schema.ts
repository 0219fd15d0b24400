// The shape of a corporate content file (locales/<lng>/content/<routeId>.json
// and journey.json), checked at build (scripts/build.ts) and in
// shared/content/content.test.ts (Node only: it reads the files with fs).
// The types in types.ts are inferred from it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { FACT_NAMES, FORMATTERS, PLACEHOLDER } from './facts';
import { CONTENT_LANGUAGES, contentRouteIds, JOURNEY_FILE } from './index';

/** Text of the copy: every {{placeholder}} names a known fact (and formatter), and no stray braces remain. */
const text = z.string().superRefine((value, ctx) => {
  for (const [whole, name, format] of value.matchAll(PLACEHOLDER)) {
    if (!FACT_NAMES.includes(name ?? '')) ctx.addIssue({ code: 'custom', message: `unknown placeholder ${whole} (known: ${FACT_NAMES.join(', ')})` });
    if (format && !FORMATTERS.includes(format)) ctx.addIssue({ code: 'custom', message: `unknown formatter in ${whole} (known: ${FORMATTERS.join(', ')})` });
  }
  if (/\{\{|\}\}/.test(value.replace(PLACEHOLDER, ''))) ctx.addIssue({ code: 'custom', message: `malformed placeholder in "${value}"` });
});
const heading = text.optional();
const date = z.iso.date();

export const formKindSchema = z.enum(['join', 'feedback', 'contact', 'customer-care', 'cookies']);

export const blockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraphs'), heading, paragraphs: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal('list'), heading, intro: text.optional(), items: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal('faq'), heading, items: z.array(z.strictObject({ question: text, answer: text })).min(1) }),
  z.strictObject({
    kind: z.literal('documents'),
    heading,
    items: z.array(z.strictObject({ title: text, date, summary: text, kind: z.enum(['report', 'press', 'certificate']) })).min(1),
  }),
  z.strictObject({
    kind: z.literal('openings'),
    heading,
    items: z.array(z.strictObject({ title: text, team: text, location: text, type: z.enum(['Full-time', 'Internship', 'Contract']), summary: text })).min(1),
  }),
  z.strictObject({ kind: z.literal('figures'), heading, items: z.array(z.strictObject({ label: text, value: text })).min(1) }),
  z.strictObject({ kind: z.literal('contact'), heading, items: z.array(z.strictObject({ label: text, value: text, href: text.optional() })).min(1) }),
  z.strictObject({ kind: z.literal('form'), form: formKindSchema }),
]);

/** locales/<lng>/content/<routeId>.json */
export const pageSchema = z.strictObject({
  routeId: z.string().min(1),
  heading: text,
  intro: text,
  /** The page shows invented figures or documents: say so on the page. */
  sampleNotice: z.boolean().optional(),
  blocks: z.array(blockSchema).min(1),
});

export const journeySectionSchema = z.strictObject({ id: z.string().min(1), title: text, paragraphs: z.array(text).min(1), image: z.strictObject({ alt: text }) });

/** locales/<lng>/content/journey.json */
export const journeySchema = z.strictObject({ sections: z.array(journeySectionSchema).min(1) });

/**
 * What is wrong with one content file, one line a problem naming the file and
 * the path inside it ('locales/hi/content/FAQs.json: blocks.0.items.2.answer:
 * unknown placeholder {{shipping.fees}}'); empty when it is valid.
 */
export function contentFileProblems(file: string, json: unknown): string[] {
  const name = /([^/\\]+)\.json$/.exec(file)?.[1];
  const result = name === 'journey' ? journeySchema.safeParse(json) : pageSchema.safeParse(json);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  if (result.success && 'routeId' in result.data && result.data.routeId !== name)
    problems.push(`${file}: routeId: "${result.data.routeId}" must be the file's name ("${String(name)}")`);
  return problems;
}

/**
 * Every content file of every edition under `localesDir`: one a corporate
 * route (shared/routes.ts) and the journey, each valid; one problem a line.
 */
export function contentProblems(localesDir: string): string[] {
  const problems: string[] = [];
  const expected = [...contentRouteIds(), JOURNEY_FILE].map((id) => `${id}.json`);
  for (const lng of CONTENT_LANGUAGES) {
    const dir = path.join(localesDir, lng, 'content');
    const shown = `locales/${lng}/content`;
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    for (const name of expected) if (!names.includes(name)) problems.push(`${shown}/${name}: missing (every corporate route of shared/routes.ts and the journey have a file)`);
    for (const name of names) {
      if (!expected.includes(name)) {
        problems.push(`${shown}/${name}: no corporate route of shared/routes.ts has this id`);
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      } catch (error) {
        problems.push(`${shown}/${name}: not JSON: ${(error as Error).message}`);
        continue;
      }
      problems.push(...contentFileProblems(`${shown}/${name}`, json));
    }
  }
  return problems;
}
