import { describe, expect, it } from 'vitest';

import { brandFormProblems } from './brand-form-schemas';
import { resumeProblem } from './forms';

describe('corporate form rules', () => {
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

describe('corporate forms', () => {
  it('asks Feedback for name, email and message', () => {
    expect(brandFormProblems('feedback', {})).toEqual({ name: 'forms.required', email: 'forms.required', message: 'forms.required' });
    expect(brandFormProblems('feedback', { name: 'Asha', email: 'nope', message: 'Hi' })).toEqual({ email: 'forms.invalidEmail' });
    expect(brandFormProblems('feedback', { name: 'Asha', email: 'asha@example.in', message: 'Hi' })).toEqual({});
  });

  it('asks Join Our Team for a résumé of the right type, its size only when known', () => {
    expect(brandFormProblems('join', { name: 'A', email: 'a@b.in' }, null)).toEqual({ resume: 'forms.join.resume_required' });
    expect(brandFormProblems('join', { name: 'A', email: 'a@b.in' }, { name: 'cv.png' })).toEqual({ resume: 'forms.join.resume_type' });
    expect(brandFormProblems('join', { name: 'A', email: 'a@b.in' }, { name: 'cv.pdf' })).toEqual({});
    expect(brandFormProblems('join', { name: 'A', email: 'a@b.in' }, { name: 'cv.pdf', size: 6 * 1024 * 1024 })).toEqual({ resume: 'forms.join.resume_size' });
  });

  it('marks nothing required on Contact Us and Customer Care, but sends nothing without a message and a way to answer', () => {
    expect(brandFormProblems('contact', {})).toEqual({ message: 'forms.required', email: 'forms.replyNeeded' });
    expect(brandFormProblems('customer-care', { message: 'Where is my order?', phone: '98200 00000' })).toEqual({});
    expect(brandFormProblems('contact', { message: 'Hello', email: 'asha@example.in' })).toEqual({});
    expect(brandFormProblems('contact', { message: 'Hello', email: 'not an address' })).toEqual({ email: 'forms.invalidEmail' });
  });

  it('refuses a value longer than it keeps, never cuts it', () => {
    expect(brandFormProblems('feedback', { name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(5001) })).toEqual({ message: 'forms.tooLong' });
    expect(brandFormProblems('feedback', { name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(5000) })).toEqual({});
    expect(brandFormProblems('customer-care', { message: 'Hi', phone: '9'.repeat(41) })).toEqual({ phone: 'forms.tooLong' });
  });
});
