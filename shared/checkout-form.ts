// The checkout form and its rules: where the order goes, and how it is paid —
// on delivery, or online through the payment gateway's own checkout, which
// takes every card, UPI, netbanking and wallet detail itself (none of them is
// typed on this site). Pure; typed and posted forms have the same shape.
// Error codes are i18n keys under checkout.errors.*.
import { codRefused, serviceability } from './delivery';
import { isEmail } from './email';
import { gstinProblem, normaliseGstin } from './gstin';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-state';

export { PAYMENT_METHODS, type PaymentMethod };
/** The shop ships within India only (an older order's other country stays readable: nothing reads it against this list). */
export const COUNTRIES = ['India'] as const;

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

/** A registered business's invoice details: both empty for a consumer. */
export interface BusinessBuyer {
  /** The business's name as registered for GST. */
  businessName: string;
  /** Its GSTIN: the invoice prints it, and its state is the place of supply. */
  gstin: string;
}

/** What the shopper types and the checkout posts. */
export interface CheckoutForm extends Delivery, BusinessBuyer {
  paymentMethod: PaymentMethod;
}

/** What the backend reads of a posted order: the same. */
export type OrderForm = CheckoutForm;

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrorCode =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'country'
  | 'outsideIndia'
  | 'unserviceable'
  | 'gstin'
  | 'gstinCheck'
  | 'paymentMethod'
  | 'onlineUnavailable'
  | 'codUnavailable';
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorCode>>;

/** English text of each code (the source of the i18n strings and the API's messages). */
export const CHECKOUT_ERROR_TEXT: Record<CheckoutErrorCode, string> = {
  required: 'This field is required',
  tooLong: 'This is too long',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  postalCode: 'Enter a valid postal code',
  country: 'Choose a country from the list',
  outsideIndia: 'We deliver only within India',
  unserviceable: 'We do not deliver to this PIN code yet',
  gstin: 'Enter the 15-character GSTIN, such as 27AAPFU0939F1ZV',
  gstinCheck: 'This GSTIN’s last character does not match the rest: check it for a typing mistake',
  paymentMethod: 'Choose a payment method',
  onlineUnavailable: 'Online payment is not available at the moment. Choose cash on delivery.',
  codUnavailable: 'Cash on delivery is not available for this PIN code',
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

const EMPTY_BUSINESS: BusinessBuyer = { businessName: '', gstin: '' };

export const EMPTY_CHECKOUT_FORM: CheckoutForm = { ...EMPTY_DELIVERY, ...EMPTY_BUSINESS, paymentMethod: 'cod' };
export const EMPTY_ORDER_FORM: OrderForm = EMPTY_CHECKOUT_FORM;

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

/** Every problem of the form, by field; empty when it can be placed. The same check in the browser, the page's action and the backend. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of REQUIRED) {
    const value = form[field].trim();
    if (value === '') errors[field] = 'required';
    else if (value.length > (field === 'address' ? 300 : 120)) errors[field] = 'tooLong';
  }
  if (!errors.email && !isEmail(form.email)) errors.email = 'email';
  if (!errors.country && !(COUNTRIES as readonly string[]).includes(form.country)) errors.country = 'outsideIndia';
  if (!errors.phone && !validPhone(form.phone, form.country)) errors.phone = 'phone';
  if (!errors.postalCode && !validPostalCode(form.postalCode, form.country)) errors.postalCode = 'postalCode';
  // Where the courier goes, and whether it collects cash there (shared/delivery.ts).
  if (!errors.postalCode && !errors.country && !serviceability(form.postalCode).serviceable) errors.postalCode = 'unserviceable';
  Object.assign(errors, validateBusiness(form));
  if (!(PAYMENT_METHODS as readonly string[]).includes(form.paymentMethod)) errors.paymentMethod = 'paymentMethod';
  else if (form.paymentMethod === 'cod' && !errors.country && codRefused(form.postalCode)) errors.paymentMethod = 'codUnavailable';
  return errors;
}

/** Both business fields or neither: a GSTIN with its check character, and the name it is registered to. */
function validateBusiness({ businessName, gstin }: BusinessBuyer): CheckoutErrors {
  const name = businessName.trim();
  if (!gstin.trim()) return name ? { gstin: 'required' } : {};
  const problem = gstinProblem(gstin);
  const errors: CheckoutErrors = problem ? { gstin: problem === 'check' ? 'gstinCheck' : 'gstin' } : {};
  if (!name) errors.businessName = 'required';
  else if (name.length > 120) errors.businessName = 'tooLong';
  return errors;
}

/** The server's check of a posted order: the same rules. */
export const validateOrder = validateCheckout;

/** Reads an untrusted object (a posted form, an API body) into an order form; anything else (a card number or UPI ID a client adds) is dropped unread. */
export function toOrderForm(raw: unknown): OrderForm {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: OrderForm = { ...EMPTY_ORDER_FORM };
  for (const key of Object.keys(EMPTY_DELIVERY) as (keyof Delivery)[]) {
    const v = src[key];
    if (typeof v === 'string') out[key] = v.slice(0, 400);
  }
  for (const key of Object.keys(EMPTY_BUSINESS) as (keyof BusinessBuyer)[]) {
    const v = src[key];
    if (typeof v === 'string') out[key] = v.slice(0, 400);
  }
  out.gstin = gstinProblem(out.gstin) ? out.gstin.trim() : normaliseGstin(out.gstin);
  out.paymentMethod = typeof src.paymentMethod === 'string' ? (src.paymentMethod.slice(0, 20) as PaymentMethod) : 'cod';
  return out;
}

/** The typed form again from what was posted (after a refusal). */
export function checkoutFormFrom(order: OrderForm): CheckoutForm {
  return { ...EMPTY_CHECKOUT_FORM, ...order };
}

/** Where a signed-in shopper's last order was delivered (what an order detail shows of its customer). */
export type DeliveryDetails = Pick<Delivery, (typeof DELIVERY_FIELDS)[number] | 'country'>;
const DELIVERY_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'postalCode'] as const;

/**
 * The form a signed-in shopper starts from: name and email from the account,
 * phone and address from their last order (a country no longer offered is left
 * at the default). Payment is never prefilled: it is chosen each time.
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
