// The grievance forms' rules, one zod/mini schema each, shared by the pages'
// actions and the backend (as shared/account-forms.ts): a complaint (category,
// optional order number, message, name, email) and a ticket lookup (ticket
// number and the email it was filed with). Each issue's message is the API
// error code the backend answers with.
import * as z from 'zod/mini';

import { email, MAX_NAME, present } from './account-forms';

export const GRIEVANCE_CATEGORIES = ['order', 'quality', 'payment', 'privacy', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const MAX_GRIEVANCE_MESSAGE = 2000;
export const MIN_GRIEVANCE_MESSAGE = 10;
export const MAX_ORDER_NUMBER = 40;
export const MAX_GRIEVANCE_REPLY = 2000;

/** GRV- and ten characters of Crockford's base32: 50 random bits, too many to try one by one (and a lookup needs the email too). */
export const TICKET_PATTERN = /^GRV-[0-9A-HJKMNP-TV-Z]{10}$/;

export const grievanceForm = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'grievance_category' }),
  orderId: z.optional(
    z
      .string({ error: 'order_number_format' })
      .check(z.trim(), z.maxLength(MAX_ORDER_NUMBER, 'order_number_format'), z.regex(/^[A-Za-z0-9-]*$/, 'order_number_format'), z.toUpperCase()),
  ),
  message: present.check(z.trim(), z.minLength(1, 'field_required'), z.minLength(MIN_GRIEVANCE_MESSAGE, 'message_too_short'), z.maxLength(MAX_GRIEVANCE_MESSAGE, 'field_too_long')),
  name: present.check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(MAX_NAME, 'field_too_long')),
  email,
});

export const grievanceLookupForm = z.object({
  ticket: z.string({ error: 'ticket_format' }).check(z.trim(), z.toUpperCase(), z.regex(TICKET_PATTERN, 'ticket_format')),
  email,
});

export type GrievanceInput = z.output<typeof grievanceForm>;

/** A grievance as the API answers it (times in ISO 8601). */
export interface GrievanceView {
  ticket: string;
  category: GrievanceCategory;
  orderId: string | null;
  status: GrievanceStatus;
  createdAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  reply: string | null;
  acknowledgeBy: string;
  resolveBy: string;
}
