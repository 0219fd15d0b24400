import { describe, expect, it } from 'vitest';

import { formProblems } from './account-forms';
import { grievanceForm, grievanceLookupForm, MAX_GRIEVANCE_MESSAGE } from './grievance-form';

const valid = { category: 'quality', orderId: '', message: 'The mango juice arrived warm.', name: 'Asha', email: 'Asha@Example.in' };

describe('grievance form schemas', () => {
  it('accepts a complaint and normalises it', () => {
    const parsed = grievanceForm.parse({ ...valid, orderId: ' tm-20261125-ab12cd34 ' });
    expect(parsed).toMatchObject({ category: 'quality', orderId: 'TM-20261125-AB12CD34', email: 'asha@example.in' });
    expect(grievanceForm.parse({ category: 'other', message: 'Nothing to add here', name: 'A', email: 'a@b.in' }).orderId).toBeUndefined();
  });

  it('names each field’s first problem as an API error code', () => {
    expect(formProblems(grievanceForm, { category: 'refund-now', orderId: '<script>', message: 'short', name: '', email: 'x' })).toEqual({
      category: { code: 'grievance_category', params: {} },
      orderId: { code: 'order_number_format', params: {} },
      message: { code: 'message_too_short', params: {} },
      name: { code: 'field_required', params: { field: 'name' } },
      email: { code: 'invalid_email', params: {} },
    });
  });

  it('limits the message’s length', () => {
    expect(formProblems(grievanceForm, { ...valid, message: 'x'.repeat(MAX_GRIEVANCE_MESSAGE + 1) })).toEqual({
      message: { code: 'field_too_long', params: { field: 'message' } },
    });
    expect(formProblems(grievanceForm, { ...valid, message: 'x'.repeat(MAX_GRIEVANCE_MESSAGE) })).toEqual({});
  });

  it('reads a ticket number in any case, and refuses anything else', () => {
    expect(grievanceLookupForm.parse({ ticket: ' grv-0123456789 ', email: 'a@b.in' }).ticket).toBe('GRV-0123456789');
    expect(formProblems(grievanceLookupForm, { ticket: 'GRV-1', email: 'a@b.in' })).toEqual({ ticket: { code: 'ticket_format', params: {} } });
    expect(formProblems(grievanceLookupForm, { ticket: 'GRV-01234567IL', email: 'a@b.in' })).toEqual({ ticket: { code: 'ticket_format', params: {} } });
  });
});
