// Reading a PDF the shop wrote (invoices, credit notes) back as text, with pdf.js.
import path from 'node:path';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type request from 'supertest';

/** pdf.js's own metrics of the 14 built-in PDF fonts. */
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page, one item a cell, joined with '|'. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) parts.push(item.str.trim());
  }
  await doc.destroy();
  return `|${parts.join('|')}|`;
}

/** supertest's parser for a binary body (`.buffer(true).parse(binary)`). */
export function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => {
    callback(null, Buffer.concat(chunks));
  });
}
