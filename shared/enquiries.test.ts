import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { contentRouteIds } from './content';
import { ENQUIRY_REFERENCE, plainFileName, resumeFormat, UPLOAD_PAGES } from './enquiries';

const bytes = (...b: number[]) => new Uint8Array([...b, 0x20, 0x20]);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const DOCX = bytes(0x50, 0x4b, 0x03, 0x04);

describe('résumé files', () => {
  it('takes a PDF, DOC or DOCX whose first bytes match its name', () => {
    expect(resumeFormat('cv.pdf', PDF)).toBe('pdf');
    expect(resumeFormat('CV.DOC', DOC)).toBe('doc');
    expect(resumeFormat('cv.docx', DOCX)).toBe('docx');
  });

  it('refuses a renamed file, an empty one and one over 5 MB', () => {
    expect(resumeFormat('cv.pdf', bytes(0x4d, 0x5a))).toBeNull();
    expect(resumeFormat('cv.docx', PDF)).toBeNull();
    expect(resumeFormat('cv.exe', PDF)).toBeNull();
    expect(resumeFormat('cv.pdf', new Uint8Array())).toBeNull();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    expect(resumeFormat('cv.pdf', big)).toBeNull();
  });

  it('keeps a file name plain: no path, no header breaks', () => {
    expect(plainFileName('C:\\Users\\asha\\CV 2026.pdf')).toBe('CV 2026.pdf');
    expect(plainFileName('../../etc/passwd')).toBe('passwd');
    expect(plainFileName('cv\r\nBcc: x@y.z.pdf')).toBe('cv__Bcc_ x_y.z.pdf');
    expect(plainFileName('बायोडाटा.pdf')).toBe('बायोडाटा.pdf');
    expect(plainFileName('...')).toBe('resume');
  });
});

describe('enquiry references', () => {
  it('look like ENQ- and ten unambiguous characters', () => {
    expect(ENQUIRY_REFERENCE.test('ENQ-0123456789')).toBe(true);
    expect(ENQUIRY_REFERENCE.test('ENQ-01234567IO')).toBe(false);
    expect(ENQUIRY_REFERENCE.test('GRV-0123456789')).toBe(false);
  });
});

describe('pages that upload', () => {
  it('are exactly the pages whose English edition holds the Join Our Team form', () => {
    const withJoin = contentRouteIds().filter((id) => {
      const page = JSON.parse(readFileSync(`locales/en/content/${id}.json`, 'utf8')) as { blocks: { kind: string; form?: string }[] };
      return page.blocks.some((b) => b.kind === 'form' && b.form === 'join');
    });
    expect([...UPLOAD_PAGES].sort()).toEqual(withJoin.sort());
  });
});
