import { describe, expect, it } from 'vitest';
import { isEmail, resumeProblem } from './forms';

describe('corporate form rules', () => {
  it('checks emails', () => {
    expect(isEmail('asha@example.in')).toBe(true);
    expect(isEmail(' asha@example.in ')).toBe(true);
    expect(isEmail('asha@')).toBe(false);
    expect(isEmail('a b@example.in')).toBe(false);
  });

  it('accepts PDF, DOC and DOCX résumés up to 5 MB', () => {
    expect(resumeProblem(null)).toBe('required');
    expect(resumeProblem({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.docx', size: 5 * 1024 * 1024 })).toBeNull();
    expect(resumeProblem({ name: 'cv.doc', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(resumeProblem({ name: 'cv.pdf', size: 0 })).toBe('size');
    expect(resumeProblem({ name: 'cv.png', size: 10 })).toBe('type');
    expect(resumeProblem({ name: 'cv.pdf.exe', size: 10 })).toBe('type');
  });
});
