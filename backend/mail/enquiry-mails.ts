// The two letters of an enquiry (docs/decisions/030-enquiries.md): to the team
// its kind names, in English (the staff's language), with everything the
// sender wrote, the résumé attached and replies going to the sender; and to
// the sender, in their language, its reference only — their text is never
// quoted back to an address anyone could have typed.
import type { TFunction } from 'i18next';

import { isEmail } from '../../shared/email';
import type { BrandFormKind } from '../../shared/forms';
import { indiaStamp } from '../../shared/india-time';
import type { EnquiryRow } from '../store/enquiries/rows';
import { letter, plainName } from './letter';
import type { Attachment, Message } from './mailer';

const KIND_LABEL: Record<BrandFormKind, string> = { feedback: 'Feedback', contact: 'Contact Us', 'customer-care': 'Customer Care', join: 'Job application' };
const RECEIVED_KEY: Record<BrandFormKind, string> = {
  feedback: 'mail.enquiry.feedback',
  contact: 'mail.enquiry.contact',
  'customer-care': 'mail.enquiry.customerCare',
  join: 'mail.enquiry.join',
};

/** The résumé an enquiry carries, as a mail attachment. */
function resumeOf(row: EnquiryRow): Attachment | null {
  if (!row.resume_base64 || !row.resume_name || !row.resume_type) return null;
  return { filename: row.resume_name, contentType: row.resume_type, content: Buffer.from(row.resume_base64, 'base64') };
}

export function enquiryTeamMail(to: string, row: EnquiryRow): Message {
  const resume = resumeOf(row);
  const facts = [
    `Reference: ${row.id}`,
    `From: ${plainName(row.name || '—')}`,
    `Email: ${row.email || '—'}`,
    `Phone: ${row.phone || '—'}`,
    ...(row.order_id ? [`Order: ${row.order_id}`] : []),
    `Language: ${row.language}`,
    `Sent: ${indiaStamp(row.created_at)}`,
    ...(resume ? [`Résumé: ${resume.filename}, attached`] : []),
  ];
  return {
    to,
    subject: `${KIND_LABEL[row.kind]} ${row.id} from ${plainName(row.name || row.email || 'a visitor')}`,
    text: [
      facts.join('\n'),
      row.message || '(no message)',
      `${row.email ? 'Reply to this mail to answer the sender. ' : ''}Close it once answered: npm run enquiries -- close ${row.id}`,
    ].join('\n\n'),
    ...(isEmail(row.email) ? { replyTo: row.email } : {}),
    ...(resume ? { attachments: [resume] } : {}),
  };
}

export function enquiryReceivedMail(t: TFunction, row: EnquiryRow): Message {
  return letter(t, row.email, t('mail.enquiry.subject', { reference: row.id }), row.name, [t(RECEIVED_KEY[row.kind], { reference: row.id }), t('mail.enquiry.notYou')]);
}
