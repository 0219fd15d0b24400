// The backend's configuration, read once from the environment by whoever
// starts it: its own process (backend/serve.ts), the shop's server when it
// embeds it (server/index.ts) and every operator command (backend/cli/). A
// bad value stops the process with every problem listed (docs/backend.md).
import path from 'node:path';

import { type CompanyFacts, readCompanyFacts } from '../shared/company';
import { type Env, type LogLevel, logLevelSetting, publicUrlSetting, refuseProblems, setting, trustProxySetting, wholeNumberSetting } from '../shared/config-values';
import { isEmail } from '../shared/email';
import type { BrandFormKind } from '../shared/forms';
import { sellerGstinProblem } from '../shared/gstin';
import { type InvoiceSettings, invoiceSettings } from './documents/invoice-settings';
import { paymentWindowSetting, type RazorpayConfig, razorpaySettings } from './payment-settings';
import type { RateLimitOptions } from './store/rate-limits';

export interface BackendConfig {
  /** The SQLite database (without a database URL) and the mail outbox (without SMTP). */
  dataDir: string;
  /** `postgres://…`: keep everything in PostgreSQL; null: SQLite in dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** Where shoppers reach the shop (links in mail), without a trailing slash; `https:` also makes cookies Secure. */
  publicUrl: string;
  /** `smtp(s)://…` for outgoing mail; null writes it to dataDir/outbox. */
  smtpUrl: string | null;
  /** Where the shop is told of every new order (ORDERS_EMAIL; orders@ the company's mail domain by default). */
  ordersEmail: string;
  /** Where each kind of enquiry from the corporate forms goes (ENQUIRY_EMAIL_FEEDBACK, _CONTACT, _CUSTOMER_CARE, _JOIN). */
  enquiryEmails: Record<BrandFormKind, string>;
  /** The key one-time codes and order links are kept under; null: one kept in the database. */
  codeSecret: string | null;
  /** Orders placed per client address. */
  orderRateLimit: RateLimitOptions;
  /** Which hops' X-Forwarded-For to believe for the client address the limits count (Express 'trust proxy'). */
  trustProxy: false | number | string[];
  /** The seller on GST invoices. */
  company: CompanyFacts;
  /** Who signs the invoices, and the certificate that signs them. */
  invoicing: InvoiceSettings;
  logLevel: LogLevel;
  /** Where a backend process of its own listens. */
  host: string;
  port: number;
  /** The dictionaries mail is written from. */
  localesDir: string;
  /** The Razorpay account online payments go to; null: cash on delivery only. */
  razorpay: RazorpayConfig | null;
  /** How long an order waits for its online payment before it expires. */
  paymentWindowMs: number;
}

/** ORDERS_EMAIL, else orders@ the domain of the company's own address. */
function ordersEmailSetting(env: Env, company: CompanyFacts, problems: string[]): string {
  const configured = setting(env, 'ORDERS_EMAIL');
  if (configured !== undefined && !isEmail(configured)) problems.push(`ORDERS_EMAIL must be an email address, got "${configured}"`);
  return configured && isEmail(configured) ? configured.trim() : `orders@${company.email.slice(company.email.indexOf('@') + 1)}`;
}

/** Each kind's team address: ENQUIRY_EMAIL_<KIND>, else feedback@, the company's own address, or careers@ its mail domain. */
function enquiryEmailSettings(env: Env, company: CompanyFacts, problems: string[]): Record<BrandFormKind, string> {
  const domain = company.email.slice(company.email.indexOf('@') + 1);
  const defaults: Record<BrandFormKind, string> = { feedback: `feedback@${domain}`, contact: company.email, 'customer-care': company.email, join: `careers@${domain}` };
  const read = (kind: BrandFormKind) => {
    const name = `ENQUIRY_EMAIL_${kind.replace('-', '_').toUpperCase()}`;
    const configured = setting(env, name);
    if (configured !== undefined && !isEmail(configured)) problems.push(`${name} must be an email address, got "${configured}"`);
    return configured && isEmail(configured) ? configured.trim() : defaults[kind];
  };
  return { feedback: read('feedback'), contact: read('contact'), 'customer-care': read('customer-care'), join: read('join') };
}

/** Reads the backend's settings, adding what is wrong to `problems` (the shop's server lists them with its own). */
export function backendSettings(env: Env, problems: string[]): BackendConfig {
  const databaseUrl = setting(env, 'DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\/./.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const smtpUrl = setting(env, 'SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const company = companyFacts(env, problems);
  const ordersPerMinute = wholeNumberSetting(env, 'ORDER_RATE_LIMIT', 30, { min: 1, max: 1_000_000, unit: 'orders a minute' }, problems);
  return {
    dataDir: path.resolve(setting(env, 'DATA_DIR') ?? 'data'),
    databaseUrl,
    databasePoolSize: wholeNumberSetting(env, 'DATABASE_POOL_SIZE', 10, { min: 1, max: 1000, unit: 'connections' }, problems),
    publicUrl: publicUrlSetting(env, setting(env, 'PORT') ?? '3000', problems),
    smtpUrl,
    ordersEmail: ordersEmailSetting(env, company, problems),
    enquiryEmails: enquiryEmailSettings(env, company, problems),
    codeSecret: setting(env, 'CODE_SECRET') ?? null,
    orderRateLimit: { limit: ordersPerMinute, windowMs: 60_000 },
    // Its callers are the shop's servers on the same machine unless TRUST_PROXY says more.
    trustProxy: trustProxySetting(env, ['loopback']),
    company,
    invoicing: invoiceSettings(env, problems),
    logLevel: logLevelSetting(env, 'info', problems),
    host: setting(env, 'BACKEND_HOST') ?? '127.0.0.1',
    port: wholeNumberSetting(env, 'BACKEND_PORT', 4000, { min: 0, max: 65535, unit: 'port' }, problems),
    localesDir: path.resolve('locales'),
    razorpay: razorpaySettings(env, problems),
    paymentWindowMs: paymentWindowSetting(env, problems),
  };
}

/** The company's facts, with the seller's GSTIN checked to its check character. */
function companyFacts(env: Env, problems: string[]): CompanyFacts {
  const facts = readCompanyFacts(env, problems);
  const problem = setting(env, 'COMPANY_GSTIN') ? sellerGstinProblem(facts.gstin) : null;
  if (problem) problems.push(problem);
  return facts;
}

/** The backend's settings from the environment; throws listing every problem. */
export function readBackendConfig(env: Env = process.env): BackendConfig {
  const problems: string[] = [];
  const config = backendSettings(env, problems);
  refuseProblems(problems);
  return config;
}

/**
 * The backend the shop's server starts inside itself: the same settings, but
 * on a loopback port of its own, trusting only the server in front of it
 * (TRUST_PROXY and the log level are then the server's).
 */
export function embeddedBackendConfig(env: Env = process.env): BackendConfig {
  return { ...readBackendConfig(env), trustProxy: ['loopback'], host: '127.0.0.1', port: 0 };
}

/** Settings for a backend made in code (tests, the demo): the defaults, what is given, no environment. */
export function backendConfig(given: Partial<BackendConfig> & { dataDir: string }): BackendConfig {
  const defaults = backendSettings({}, []);
  const set = Object.fromEntries(Object.entries(given as Record<string, unknown>).filter(([name, value]) => value !== undefined && name in defaults));
  return { ...defaults, ...set };
}
