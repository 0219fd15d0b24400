// What the store tells shoppers by mail, as a port: the store says which
// letter goes to whom with what facts; backend/mail/ writes it in the
// shopper's language and sends it. The letters that carry a code must go (a
// failure fails the request); the others are tried, and the step they follow
// stands when they cannot be sent (the failure is logged).
import type { Paise } from '../../shared/money';
import type { PaidWith } from '../../shared/paid-with';
import type { EnquiryRow } from './enquiries/rows';
import type { GrievanceRow } from './grievances/rows';
import type { Shipment } from './orders/shipment';

/** A shopper a letter is addressed to. */
export interface Addressee {
  email: string;
  name: string;
}

export type { PaidWith };

export interface ConfirmedOrder {
  orderId: string;
  firstName: string;
  email: string;
  items: { productId: number; size: string; quantity: number; subtotal: Paise }[];
  totals: { subtotal: Paise; shipping: Paise; discount: Paise; total: Paise };
  /** A guest's order link key; null for an account's order (its page is in the account). */
  key: string | null;
  /** Paid online (how), or null: to pay on delivery. */
  paidWith: PaidWith | null;
  /** The day it arrives at its PIN code (shared/delivery.ts), or null when the table cannot say. */
  deliveryBy: { date: string; pin: string } | null;
}

/** A refund the shopper is told about. */
export interface RefundLetter {
  orderId: string;
  firstName: string;
  email: string;
  amount: Paise;
  key: string | null;
}

export interface CancelledOrder {
  orderId: string;
  firstName: string;
  email: string;
  /** Due back to the card or UPI account paid with; 0 when nothing was paid. */
  refundDue: Paise;
  /** A guest's order link key; null for an account's order. */
  key: string | null;
}

/** A size a shopper asked to hear about, back in stock. */
export interface BackInStock {
  email: string;
  productId: number;
  sizeIndex: number;
}

/** An order on its way or delivered, as its mail tells it. */
export interface OrderProgress {
  orderId: string;
  firstName: string;
  email: string;
  /** The order's page: the account's (key null) or a guest's keyed link, open until `until`; null once a guest's link has expired. */
  link: { key: null } | { key: string; until: string } | null;
  /** What it shipped with, as far as the operator said. */
  shipment: Shipment | null;
}

export interface Postman {
  /** The code that finishes a sign-up (must go). */
  signupCode(language: unknown, to: Addressee, code: string): Promise<void>;
  /** To an address's owner, when someone signs up with it again (must go: it stands in for the code). */
  accountExists(language: unknown, owner: Addressee): Promise<void>;
  /** The code that verifies an account made before sign-up needed one (must go). */
  verifyCode(language: unknown, to: Addressee, code: string): Promise<void>;
  /** The code that sets a new password (must go). */
  resetCode(language: unknown, to: Addressee, code: string): Promise<void>;
  accountDeleted(language: unknown, to: Addressee): Promise<void>;
  /** The order is confirmed: placed to pay on delivery, or paid online. */
  orderConfirmed(language: unknown, order: ConfirmedOrder): Promise<void>;
  /** The same order, to the shop's own orders address: something to pack. */
  newOrder(order: ConfirmedOrder): Promise<void>;
  refundInitiated(language: unknown, refund: RefundLetter): Promise<void>;
  refundSettled(language: unknown, refund: RefundLetter, outcome: 'processed' | 'failed'): Promise<void>;
  orderCancelled(language: unknown, order: CancelledOrder): Promise<void>;
  /** The order has shipped, with the courier, AWB number and tracking link. */
  orderShipped(language: unknown, order: OrderProgress): Promise<void>;
  orderDelivered(language: unknown, order: OrderProgress): Promise<void>;
  /** A size is back (one mail per "tell me when it is back" request). */
  backInStock(language: unknown, alert: BackInStock): Promise<void>;
  grievanceReceived(grievance: GrievanceRow): Promise<void>;
  /** An enquiry, to the team its kind names (with the résumé it carries). */
  enquiryToTeam(enquiry: EnquiryRow): Promise<void>;
  /** Its reference, to the sender, in their language. */
  enquiryReceived(enquiry: EnquiryRow): Promise<void>;
  /** To a new member of staff: the set-up link (must go: nobody else can pass it on). */
  staffInvited(to: { email: string; role: string }, setupToken: string, expiresAt: number): Promise<void>;
  grievanceAcknowledged(grievance: GrievanceRow): Promise<void>;
  grievanceResolved(grievance: GrievanceRow): Promise<void>;
}
