// The store's Postman (backend/store/postman.ts): each letter written in the
// shopper's language (./translator.ts, the pages' dictionaries) and sent
// (./mailer.ts). Letters that carry a code throw when they cannot be sent;
// the others are logged and the step they follow stands.
import type { Logger } from 'pino';

import type { BrandFormKind } from '../../shared/forms';
import { deadlinesOf } from '../../shared/grievance-deadlines';
import type { GrievanceRow } from '../store/grievances/rows';
import type { Postman } from '../store/postman';
import { accountDeletedMail, accountExistsMail, resetCodeMail, signupCodeMail, verifyCodeMail } from './account-mails';
import { enquiryReceivedMail, enquiryTeamMail } from './enquiry-mails';
import { grievanceAcknowledgedMail, grievanceReceivedMail, grievanceResolvedMail, type MailedGrievance } from './grievance-mails';
import { grievanceStatusUrl, invoiceUrl, orderPageUrl, productPageUrl, staffSetupUrl } from './links';
import type { Message, SendMail } from './mailer';
import { cancellationMail, orderConfirmationMail, refundMail } from './order-mails';
import { deliveredMail, shippedMail } from './progress-mails';
import { newOrderMail, staffSetupMail } from './staff-mails';
import { backInStockMail } from './stock-mails';
import type { MailTranslator } from './translator';

export interface PostOfficeOptions {
  sendMail: SendMail;
  translate: MailTranslator;
  /** Where the shop is reached (the links in letters), without a trailing slash. */
  publicUrl: string;
  /** Where the shop is told of new orders; none: it is not (a test's own post office). */
  ordersEmail?: string;
  /** Where each kind of enquiry goes; none: enquiries are stored and acknowledged, not forwarded (a test's own post office). */
  enquiryEmails?: Record<BrandFormKind, string>;
  logger: Logger;
}

type Write = (t: Awaited<ReturnType<MailTranslator>>['t'], lng: string) => Message;

export function createPostOffice({ sendMail, translate, publicUrl, ordersEmail, enquiryEmails, logger }: PostOfficeOptions): Postman {
  const send = async (language: unknown, write: Write) => {
    const { lng, t } = await translate(language);
    await sendMail(write(t, lng));
  };
  /** A letter the step it follows does not wait for: a failure is logged with what it was about. */
  const trySend = async (about: Record<string, unknown>, language: unknown, write: Write) => {
    try {
      await send(language, write);
    } catch (error) {
      logger.error({ err: error, ...about }, 'mail not sent');
    }
  };
  /** A letter to the shop's own staff, in English; a failure is logged. */
  const tryStaff = async (about: Record<string, unknown>, message: Message) => {
    try {
      await sendMail(message);
    } catch (error) {
      logger.error({ err: error, ...about }, 'mail not sent');
    }
  };
  const grievance = (row: GrievanceRow): MailedGrievance => ({ ticket: row.id, name: row.name, email: row.email, url: grievanceStatusUrl(publicUrl, row.language, row.id) });

  return {
    signupCode: (language, to, code) => send(language, (t) => signupCodeMail(t, to, code)),
    accountExists: (language, owner) => send(language, (t) => accountExistsMail(t, owner)),
    verifyCode: (language, to, code) => send(language, (t) => verifyCodeMail(t, to, code)),
    resetCode: (language, to, code) => send(language, (t) => resetCodeMail(t, to, code)),
    accountDeleted: (language, to) => trySend({ mail: 'account deleted' }, language, (t) => accountDeletedMail(t, to)),
    orderConfirmed: (language, order) =>
      trySend({ mail: 'order confirmation', orderId: order.orderId }, language, (t, lng) =>
        orderConfirmationMail(t, lng, order, { url: orderPageUrl(publicUrl, lng, order.orderId, order.key), invoiceUrl: invoiceUrl(publicUrl, order.orderId, order.key) }),
      ),
    newOrder: async (order) => {
      if (ordersEmail) await tryStaff({ mail: 'new order', orderId: order.orderId }, newOrderMail(ordersEmail, order));
    },
    refundInitiated: (language, refund) =>
      trySend({ mail: 'refund initiated', orderId: refund.orderId }, language, (t, lng) =>
        refundMail(t, lng, refund, 'initiated', orderPageUrl(publicUrl, lng, refund.orderId, refund.key)),
      ),
    refundSettled: (language, refund, outcome) =>
      trySend({ mail: `refund ${outcome}`, orderId: refund.orderId }, language, (t, lng) =>
        refundMail(t, lng, refund, outcome, orderPageUrl(publicUrl, lng, refund.orderId, refund.key)),
      ),
    orderCancelled: (language, order) =>
      trySend({ mail: 'order cancellation', orderId: order.orderId }, language, (t, lng) =>
        cancellationMail(t, lng, order, orderPageUrl(publicUrl, lng, order.orderId, order.key)),
      ),
    orderShipped: (language, order) =>
      trySend({ mail: 'order shipped', orderId: order.orderId }, language, (t, lng) =>
        shippedMail(t, lng, order, order.link && orderPageUrl(publicUrl, lng, order.orderId, order.link.key)),
      ),
    orderDelivered: (language, order) =>
      trySend({ mail: 'order delivered', orderId: order.orderId }, language, (t, lng) =>
        deliveredMail(t, lng, order, order.link && orderPageUrl(publicUrl, lng, order.orderId, order.link.key)),
      ),
    backInStock: (language, alert) =>
      trySend({ mail: 'back in stock', productId: alert.productId, sizeIndex: alert.sizeIndex }, language, (t, lng) =>
        backInStockMail(t, alert, productPageUrl(publicUrl, lng, alert.productId, alert.sizeIndex)),
      ),
    grievanceReceived: (row) =>
      trySend({ mail: 'grievance received', ticket: row.id }, row.language, (t, lng) => grievanceReceivedMail(t, lng, grievance(row), deadlinesOf(row.created_at).resolveBy)),
    grievanceAcknowledged: (row) =>
      trySend({ mail: 'grievance acknowledged', ticket: row.id }, row.language, (t, lng) =>
        grievanceAcknowledgedMail(t, lng, grievance(row), deadlinesOf(row.created_at).resolveBy),
      ),
    enquiryToTeam: async (row) => {
      if (enquiryEmails) await tryStaff({ mail: 'enquiry to team', enquiry: row.id }, enquiryTeamMail(enquiryEmails[row.kind], row));
    },
    staffInvited: (to, token, expiresAt) => sendMail(staffSetupMail(to.email, to.role, staffSetupUrl(publicUrl, token), expiresAt)),
    enquiryReceived: (row) => trySend({ mail: 'enquiry received', enquiry: row.id }, row.language, (t) => enquiryReceivedMail(t, row)),
    grievanceResolved: (row) => trySend({ mail: 'grievance resolved', ticket: row.id }, row.language, (t) => grievanceResolvedMail(t, grievance(row), row.reply ?? '')),
  };
}
