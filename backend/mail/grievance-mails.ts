// The grievance mails, in the shopper's language: the acknowledgement of a new
// complaint (its ticket number and the limits), the operator's acknowledgement,
// and the resolution with the operator's reply. Plain text; the shopper's own
// message is never quoted (the address is typed by whoever files), and the
// name is made plain first (backend/mail/letter.ts).
import type { TFunction } from 'i18next';

import { ACKNOWLEDGE_HOURS } from '../../shared/grievance-deadlines';
import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import { letter } from './letter';
import type { Message } from './mailer';

export interface MailedGrievance {
  ticket: string;
  name: string;
  email: string;
  /** The status page's address for this ticket. */
  url: string;
}

const dated = (lng: string, time: number) => dateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(time));

export function grievanceReceivedMail(t: TFunction, lng: string, g: MailedGrievance, resolveBy: number): Message {
  return letter(t, g.email, t('grievances.mail.receivedSubject', { ticket: g.ticket }), g.name, [
    t('grievances.mail.received', { ticket: g.ticket, hours: ACKNOWLEDGE_HOURS, date: dated(lng, resolveBy) }),
    `${t('grievances.mail.follow')}\n${g.url}`,
  ]);
}

export function grievanceAcknowledgedMail(t: TFunction, lng: string, g: MailedGrievance, resolveBy: number): Message {
  return letter(t, g.email, t('grievances.mail.acknowledgedSubject', { ticket: g.ticket }), g.name, [
    t('grievances.mail.acknowledged', { ticket: g.ticket, date: dated(lng, resolveBy) }),
    `${t('grievances.mail.follow')}\n${g.url}`,
  ]);
}

export function grievanceResolvedMail(t: TFunction, g: MailedGrievance, reply: string): Message {
  return letter(t, g.email, t('grievances.mail.resolvedSubject', { ticket: g.ticket }), g.name, [
    t('grievances.mail.resolved', { ticket: g.ticket }),
    reply,
    `${t('grievances.mail.follow')}\n${g.url}`,
  ]);
}
