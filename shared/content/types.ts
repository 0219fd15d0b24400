// Corporate page content as data: a few generic components render every page.
// Sample content of a fictional company; invented figures are marked as such.
// The types are the schema's (schema.ts), with every placeholder resolved.
import type { z } from 'zod';

import type { blockSchema, formKindSchema, journeySectionSchema, pageSchema } from './schema';

export type FormKind = z.infer<typeof formKindSchema>;
export type Block = z.infer<typeof blockSchema>;
export type PageContent = z.infer<typeof pageSchema>;
export type JourneySection = z.infer<typeof journeySectionSchema>;
