// Every kind of mail the shop sends, written in two languages besides English
// from the same dictionaries as the pages: no {{placeholder}} is left
// unfilled, nothing is the English text, and the facts (codes, lifetimes,
// amounts, tickets) are in it.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { accountDeletedMail, accountExistsMail, resetCodeMail, signupCodeMail, verifyCodeMail } from '../../backend/mail/account-mails';
import { enquiryReceivedMail } from '../../backend/mail/enquiry-mails';
import { grievanceAcknowledgedMail, grievanceReceivedMail, grievanceResolvedMail } from '../../backend/mail/grievance-mails';
import type { Message } from '../../backend/mail/mailer';
import { cancellationMail, orderConfirmationMail, refundMail } from '../../backend/mail/order-mails';
import { deliveredMail, shippedMail } from '../../backend/mail/progress-mails';
import { backInStockMail } from '../../backend/mail/stock-mails';
import { createMailTranslator } from '../../backend/mail/translator';
import type { EnquiryRow } from '../../backend/store/enquiries/rows';
import { RESET_CODE_MINUTES, SIGN_UP_CODE_HOURS } from '../../shared/lifetimes';
import { toPaise } from '../../shared/money';

const translate = createMailTranslator(path.resolve('locales'));
const to = { email: 'asha@example.in', name: 'Asha' };
const grievance = { ticket: 'GRV-2026-ABCD', name: 'Asha', email: 'asha@example.in', url: 'https://shop.example/grievances/status?ticket=GRV-2026-ABCD' };
const order = {
  orderId: 'TM-20261126-1A2B3C4D',
  firstName: 'Asha',
  email: 'asha@example.in',
  items: [{ productId: 2, size: '250ml', quantity: 2, subtotal: toPaise(40) }],
  totals: { subtotal: toPaise(40), shipping: toPaise(50), discount: 0, total: toPaise(90) },
  key: 'k3y',
  paidWith: null,
  deliveryBy: { date: '2026-11-30', pin: '360001' },
};
const RESOLVE_BY = Date.UTC(2026, 11, 26);
const progress = {
  orderId: order.orderId,
  firstName: 'Asha',
  email: to.email,
  link: { key: 'k3y', until: '2027-01-10T00:00:00.000Z' },
  shipment: { courier: 'Blue Dart', awb: '77123456789', trackingUrl: 'https://track.example/77123456789' },
};

const enquiry: EnquiryRow = {
  id: 'ENQ-0123456789',
  kind: 'feedback',
  name: 'Asha',
  email: to.email,
  phone: '',
  order_id: '',
  message: 'Never quoted back',
  language: 'hi',
  resume_name: null,
  resume_type: null,
  resume_base64: null,
  status: 'new',
  created_at: 0,
  closed_at: null,
};

/** Every mail kind, with what it must carry whatever the language. */
function everyMail(t: Parameters<typeof signupCodeMail>[0], lng: string): [string, Message, string[]][] {
  return [
    ['sign-up code', signupCodeMail(t, to, '482913'), ['482913', String(SIGN_UP_CODE_HOURS)]],
    ['account exists', accountExistsMail(t, to), []],
    ['verification code', verifyCodeMail(t, to, '482913'), ['482913', String(SIGN_UP_CODE_HOURS)]],
    ['reset code', resetCodeMail(t, to, '482913'), ['482913', String(RESET_CODE_MINUTES)]],
    ['account deleted', accountDeletedMail(t, to), []],
    [
      'order confirmation',
      orderConfirmationMail(t, lng, order, { url: 'https://shop.example/o', invoiceUrl: 'https://shop.example/i' }),
      [order.orderId, 'https://shop.example/i', '360001'],
    ],
    [
      'cancellation',
      cancellationMail(t, lng, { orderId: order.orderId, firstName: 'Asha', email: to.email, refundDue: toPaise(90), key: null }, 'https://shop.example/o'),
      [order.orderId],
    ],
    ...(['initiated', 'processed', 'failed'] as const).map((stage): [string, Message, string[]] => [
      `refund ${stage}`,
      refundMail(t, lng, { orderId: order.orderId, firstName: 'Asha', email: to.email, amount: toPaise(90), key: null }, stage, 'https://shop.example/o'),
      [order.orderId],
    ]),
    ['grievance received', grievanceReceivedMail(t, lng, grievance, RESOLVE_BY), [grievance.ticket]],
    ['grievance acknowledged', grievanceAcknowledgedMail(t, lng, grievance, RESOLVE_BY), [grievance.ticket]],
    ['grievance resolved', grievanceResolvedMail(t, grievance, 'We replaced the crate.'), [grievance.ticket, 'We replaced the crate.']],
    [
      'shipped',
      shippedMail(t, lng, progress, 'https://shop.example/o'),
      [order.orderId, 'Blue Dart', '77123456789', 'https://track.example/77123456789', 'https://shop.example/o'],
    ],
    ['delivered', deliveredMail(t, lng, progress, 'https://shop.example/o'), [order.orderId, 'https://shop.example/o']],
    ['back in stock', backInStockMail(t, { email: to.email, productId: 2, sizeIndex: 1 }, 'https://shop.example/mango?size=1'), ['150ml', 'https://shop.example/mango?size=1']],
    ...(['feedback', 'contact', 'customer-care', 'join'] as const).map((kind): [string, Message, string[]] => [
      `enquiry received (${kind})`,
      enquiryReceivedMail(t, { ...enquiry, kind }),
      [enquiry.id],
    ]),
  ];
}

describe('every mail kind in the shopper’s language', () => {
  it.each(['hi', 'ta'])('%s: filled in, translated, with its facts', async (lng) => {
    const english = everyMail((await translate('en')).t, 'en');
    const mails = everyMail((await translate(lng)).t, lng);
    expect(mails.length).toBe(20);
    for (const [i, [kind, mail, facts]] of mails.entries()) {
      const whole = `${mail.subject}\n${mail.text}`;
      expect(whole, kind).not.toMatch(/\{\{|\}\}/);
      expect(mail.subject, kind).not.toBe(english[i]![1].subject);
      expect(mail.text, kind).not.toBe(english[i]![1].text);
      for (const fact of facts) expect(whole, `${kind}: ${fact}`).toContain(fact);
      expect(mail.to, kind).toBe('asha@example.in');
    }
  });
});
