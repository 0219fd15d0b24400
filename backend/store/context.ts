// What the store's workflows are given once, by whoever runs them (the HTTP
// routes, an operator command): the database, the mail port, the server
// secret and the limits counted in the database.
import type { TFunction } from 'i18next';

import type { Db } from './db';
import type { Later } from './later';
import type { PaymentGateway } from './payments/gateway';
import type { Postman } from './postman';
import { type Limiter, NO_LIMIT } from './rate-limits';

export interface Limits {
  /** Sign-ups and sign-in attempts per client address and per email. */
  auth: Limiter;
  /** Code requests and checks per client address and per email. */
  code: Limiter;
  /** Wrong passwords per client address, whatever the account. */
  loginFailuresByAddress: Limiter;
  /** Wrong passwords per client address for one account. */
  loginFailuresByAddressAndAccount: Limiter;
  /** Orders placed per client address. */
  orders: Limiter;
  /** Complaints filed per client address. */
  grievanceFiling: Limiter;
  /** Ticket lookups per client address. */
  grievanceLookup: Limiter;
  /** Wrong passwords typed to delete an account. */
  deletePassword: Limiter;
  /** Wrong codes for one address in a day, across every client address (./accounts/guess-limits.ts). */
  wrongCodesADay: Limiter;
  /** Wrong passwords for one account, across every client address: they slow its sign-in (./accounts/guess-limits.ts). */
  wrongPasswordsPerAccount: Limiter;
  /** Confirmation and acknowledgement mails to one address, whoever typed it: past the limit the order or ticket stands, unmailed. */
  mailsPerRecipient: Limiter;
  /** "Tell me when it is back" requests per client address. */
  stockAlerts: Limiter;
  /** Enquiries sent from the corporate forms per client address. */
  enquiries: Limiter;
  /** Wrong staff passwords, per client address and per member. */
  staffPasswords: Limiter;
  /** Wrong second factors (TOTP or recovery codes) per member, whatever address sends them. */
  staffSecondFactors: Limiter;
}

/** The shop's dictionaries (locales/<lng>/translation.json) in a language: what a mail is written in, and what a notification is read in. */
export type Translator = (language: unknown) => Promise<{ lng: string; t: TFunction }>;

export interface StoreContext {
  db: Db;
  post: Postman;
  /** Renders what is stored as a code (a notification) in its reader's language. */
  translate: Translator;
  /** The payment gateway online orders are paid through; null: the shop takes cash on delivery only. */
  gateway: PaymentGateway | null;
  /** How long an order waits for its online payment before it expires. */
  paymentWindowMs: number;
  /** The key codes and order links are kept under (loaded once, after the migrations). */
  secret: () => Promise<Buffer>;
  limits: Limits;
  /** Work that runs after the answer (./later.ts). */
  later: Later;
  /** Waits so long (a slowed sign-in); tests give one that only records. */
  pause: (ms: number) => Promise<void>;
}

/** What an operator command needs: no request, so no limits. */
export type OperatorContext = Omit<StoreContext, 'limits' | 'later' | 'pause' | 'paymentWindowMs'>;

/** Limits that never refuse, for an operator's own command. */
export const NO_LIMITS: Limits = {
  auth: NO_LIMIT,
  code: NO_LIMIT,
  loginFailuresByAddress: NO_LIMIT,
  loginFailuresByAddressAndAccount: NO_LIMIT,
  orders: NO_LIMIT,
  grievanceFiling: NO_LIMIT,
  grievanceLookup: NO_LIMIT,
  deletePassword: NO_LIMIT,
  mailsPerRecipient: NO_LIMIT,
  stockAlerts: NO_LIMIT,
  enquiries: NO_LIMIT,
  staffPasswords: NO_LIMIT,
  staffSecondFactors: NO_LIMIT,
  wrongCodesADay: NO_LIMIT,
  wrongPasswordsPerAccount: NO_LIMIT,
};
