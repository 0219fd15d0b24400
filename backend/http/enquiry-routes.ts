// POST /api/enquiries: a corporate form's message (docs/decisions/030-enquiries.md).
// Mounted before the backend's 32 KB body parser: a Join Our Team post carries
// a résumé of up to 5 MB as base64, so this route reads bodies up to that.
import express, { type Router } from 'express';

import { HONEYPOT_FIELD, isEnquiryKind, UPLOAD_BODY_LIMIT } from '../../shared/enquiries';
import { sendEnquiry } from '../store/enquiries/enquiries';
import { newReference } from '../store/reference';
import { body } from './body';
import type { HttpContext } from './context';
import { sendError } from './errors';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The résumé a body carries: its name and bytes, or null (a malformed one is a missing one, which the rules refuse). */
function resumeIn(value: unknown): { name: string; bytes: Buffer } | null {
  const { name, data } = body(value);
  if (typeof name !== 'string' || typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
  return { name, bytes: Buffer.from(data, 'base64') };
}

export function enquiryRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  router.post('/api/enquiries', express.json({ limit: UPLOAD_BODY_LIMIT, strict: true }), async (req, res) => {
    const posted = body(req.body);
    if (!isEnquiryKind(posted.kind)) {
      sendError(res, 'bad_request');
      return;
    }
    if (text(posted[HONEYPOT_FIELD]) !== '') {
      // Filled by a bot: counted against its address, thanked like anyone, and dropped.
      await ctx.limits.enquiries.hit(`ip:${req.ip}`);
      return void res.status(201).json({ success: true, reference: newReference('ENQ') });
    }
    const row = await sendEnquiry(
      ctx,
      {
        kind: posted.kind,
        name: text(posted.name),
        email: text(posted.email),
        phone: text(posted.phone),
        orderId: text(posted.orderId),
        message: text(posted.message),
        resume: posted.kind === 'join' ? resumeIn(posted.resume) : null,
      },
      { language: posted.language, clientAddress: req.ip },
    );
    res.status(201).json({ success: true, reference: row.id });
  });
  return router;
}
