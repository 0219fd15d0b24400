// The checkout form and its rules: what a courier and a payment need. Two
// shapes: what the shopper types (CheckoutForm, card secrets included, checked
// in the browser) and what is posted (OrderForm: of a card only its brand and
// last 4 digits, checked again on the server). Pure. Error codes are i18n keys
// under checkout.errors.*.
import { CARD_BRANDS, validCardNumber } from './card';
import { isEmail } from './email';
import { omit } from './omit';

export const COUNTRIES = ['India', 'United States', 'Canada', 'United Kingdom'] as const;
export const PAYMENT_METHODS = ['cod', 'card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where the order goes and who to call: typed, posted and stored alike. */
export interface Delivery {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The card as typed: checked in the browser, never posted (its inputs have no name). */
export const CARD_SECRET_FIELDS = ['cardNumber', 'cardHolder', 'expiryDate', 'cvv'] as const;
type CardSecrets = Record<(typeof CARD_SECRET_FIELDS)[number], string>;

/** What the shopper types. */
export interface CheckoutForm extends Delivery, CardSecrets {
  paymentMethod: PaymentMethod;
  upiId: string;
}

/** What the checkout posts and the backend reads: of a card, only what the browser derived from it. */
export interface OrderForm extends Delivery {
  paymentMethod: PaymentMethod;
  cardBrand: string;
  cardLast4: string;
  upiId: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrorCode =
  'required' | 'tooLong' | 'email' | 'phone' | 'postalCode' | 'country' | 'paymentMethod' | 'cardNeedsScript' | 'cardNumber' | 'expiryDate' | 'cvv' | 'upiId';
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorCode>>;

/** English text of each code (the source of the i18n strings and the API's messages). */
export const CHECKOUT_ERROR_TEXT: Record<CheckoutErrorCode, string> = {
  required: 'This field is required',
  tooLong: 'This is too long',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  postalCode: 'Enter a valid postal code',
  country: 'Choose a country from the list',
  paymentMethod: 'Choose a payment method',
  cardNeedsScript: 'Card payments need JavaScript in this browser. Choose cash on delivery or UPI, or turn JavaScript on.',
  cardNumber: 'Enter a valid card number',
  expiryDate: 'Enter a future expiry date as MM/YY',
  cvv: 'Enter the 3 or 4 digit security code',
  upiId: 'Enter a UPI ID such as name@bank',
};

const EMPTY_DELIVERY: Delivery = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
};

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  ...EMPTY_DELIVERY,
  paymentMethod: 'cod',
  cardNumber: '',
  cardHolder: '',
  expiryDate: '',
  cvv: '',
  upiId: '',
};

export const EMPTY_ORDER_FORM: OrderForm = { ...EMPTY_DELIVERY, paymentMethod: 'cod', cardBrand: '', cardLast4: '', upiId: '' };

const REQUIRED = Object.keys(EMPTY_DELIVERY) as (keyof Delivery)[];
const digits = (s: string) => s.replace(/[\s-]/g, '');

export function validPhone(phone: string, country: string): boolean {
  const d = digits(phone).replace(/^\+/, '');
  if (!/^\d+$/.test(d)) return false;
  if (country === 'India') return /^(91)?[6-9]\d{9}$/.test(d) || /^0[6-9]\d{9}$/.test(d);
  return d.length >= 7 && d.length <= 15;
}

export function validPostalCode(code: string, country: string): boolean {
  const c = code.trim().toUpperCase();
  switch (country) {
    case 'India':
      return /^[1-9]\d{5}$/.test(c);
    case 'United States':
      return /^\d{5}(-\d{4})?$/.test(c);
    case 'Canada':
      return /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(c);
    case 'United Kingdom':
      return /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(c);
    default:
      return false;
  }
}

/** MM/YY, this month or later (and within 20 years). */
export function validExpiry(value: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  const expiry = year * 12 + (month - 1);
  return expiry >= current && expiry <= current + 240;
}

/** The rules typed and posted forms share: delivery, method, UPI id. */
function validateCommon(form: Delivery & { paymentMethod: string; upiId: string }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of REQUIRED) {
    const value = form[field].trim();
    if (value === '') errors[field] = 'required';
    else if (value.length > (field === 'address' ? 300 : 120)) errors[field] = 'tooLong';
  }
  if (!errors.email && !isEmail(form.email)) errors.email = 'email';
  if (!errors.country && !(COUNTRIES as readonly string[]).includes(form.country)) errors.country = 'country';
  if (!errors.phone && !validPhone(form.phone, form.country)) errors.phone = 'phone';
  if (!errors.postalCode && !validPostalCode(form.postalCode, form.country)) errors.postalCode = 'postalCode';
  if (!(PAYMENT_METHODS as readonly string[]).includes(form.paymentMethod)) errors.paymentMethod = 'paymentMethod';
  if (form.paymentMethod === 'upi') {
    if (form.upiId.trim() === '') errors.upiId = 'required';
    else if (!/^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(form.upiId.trim())) errors.upiId = 'upiId';
  }
  return errors;
}

/** Every problem of the typed form, by field; empty when it can be submitted (the browser's check). */
export function validateCheckout(form: CheckoutForm, now = new Date()): CheckoutErrors {
  const errors = validateCommon(form);
  if (form.paymentMethod === 'card') {
    if (form.cardNumber.trim() === '') errors.cardNumber = 'required';
    else if (!validCardNumber(form.cardNumber)) errors.cardNumber = 'cardNumber';
    if (form.cardHolder.trim() === '') errors.cardHolder = 'required';
    else if (form.cardHolder.trim().length > 120) errors.cardHolder = 'tooLong';
    if (form.expiryDate.trim() === '') errors.expiryDate = 'required';
    else if (!validExpiry(form.expiryDate, now)) errors.expiryDate = 'expiryDate';
    if (form.cvv.trim() === '') errors.cvv = 'required';
    else if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'cvv';
  }
  return errors;
}

/**
 * Every problem of a posted order (the server's check). A card order must
 * carry the brand and last 4 digits the browser derived; without them the
 * page ran without JavaScript (or was not ours), and the card inputs, which
 * are never posted, were all there was.
 */
export function validateOrder(order: OrderForm): CheckoutErrors {
  const errors = validateCommon(order);
  if (order.paymentMethod === 'card' && !(/^\d{4}$/.test(order.cardLast4) && (CARD_BRANDS as readonly string[]).includes(order.cardBrand))) {
    errors.paymentMethod = 'cardNeedsScript';
  }
  return errors;
}

/** Reads an untrusted object (a posted form, an API body) into an order form; anything else, card secrets included, is dropped. */
export function toOrderForm(raw: unknown): OrderForm {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...EMPTY_ORDER_FORM };
  for (const key of Object.keys(EMPTY_ORDER_FORM) as (keyof OrderForm)[]) {
    const v = src[key];
    if (typeof v === 'string') (out as Record<string, string>)[key] = v.slice(0, 400);
  }
  if (typeof src.paymentMethod !== 'string') out.paymentMethod = 'cod';
  return out;
}

/** The typed form again from what was posted (after a refusal): the card inputs start empty. */
export function checkoutFormFrom(order: OrderForm): CheckoutForm {
  return { ...EMPTY_CHECKOUT_FORM, ...omit(order, ['cardBrand', 'cardLast4']) };
}

/** Where a signed-in shopper's last order was delivered (what an order detail shows of its customer). */
export type DeliveryDetails = Pick<Delivery, (typeof DELIVERY_FIELDS)[number] | 'country'>;
const DELIVERY_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'postalCode'] as const;

/**
 * The form a signed-in shopper starts from: name and email from the account,
 * phone and address from their last order (a country no longer offered is left
 * at the default). Payment is never prefilled: it is chosen, and card details
 * are never kept.
 */
export function prefillCheckout(account: { name: string; email: string } | null, last: DeliveryDetails | null): CheckoutForm {
  const form = { ...EMPTY_CHECKOUT_FORM };
  if (last) {
    for (const field of DELIVERY_FIELDS) form[field] = last[field];
    if ((COUNTRIES as readonly string[]).includes(last.country)) form.country = last.country;
  }
  if (account) {
    const [firstName = '', ...rest] = account.name.trim().split(/\s+/);
    if (firstName) Object.assign(form, { firstName, lastName: rest.join(' ') || form.lastName });
    form.email = account.email;
  }
  return form;
}
