// The checkout form and its rules (made concrete:
// the spec marks fields required but shows no logic; we check what a courier
// and a payment need). Pure: the page shows the errors, the backend enforces
// them again. Error codes are i18n keys under checkout.errors.*.

export const COUNTRIES = ['India', 'United States', 'Canada', 'United Kingdom'] as const;
export const PAYMENT_METHODS = ['cod', 'card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  paymentMethod: PaymentMethod;
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
  upiId: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrorCode =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'country'
  | 'paymentMethod'
  | 'cardNumber'
  | 'expiryDate'
  | 'cvv'
  | 'upiId';

/** English text of each code (the source of the i18n strings and the API's messages). */
export const CHECKOUT_ERROR_TEXT: Record<CheckoutErrorCode, string> = {
  required: 'This field is required',
  tooLong: 'This is too long',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  postalCode: 'Enter a valid postal code',
  country: 'Choose a country from the list',
  paymentMethod: 'Choose a payment method',
  cardNumber: 'Enter a valid card number',
  expiryDate: 'Enter a future expiry date as MM/YY',
  cvv: 'Enter the 3 or 4 digit security code',
  upiId: 'Enter a UPI ID such as name@bank',
};

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  paymentMethod: 'cod',
  cardNumber: '',
  cardHolder: '',
  expiryDate: '',
  cvv: '',
  upiId: '',
};

const REQUIRED: CheckoutField[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country'];
const digits = (s: string) => s.replace(/[\s-]/g, '');

export function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

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

/** Every problem of the form, by field; empty when it can be submitted. */
export function validateCheckout(form: CheckoutForm, now = new Date()): Partial<Record<CheckoutField, CheckoutErrorCode>> {
  const errors: Partial<Record<CheckoutField, CheckoutErrorCode>> = {};
  for (const field of REQUIRED) {
    const value = form[field].trim();
    if (value === '') errors[field] = 'required';
    else if (value.length > (field === 'address' ? 300 : 120)) errors[field] = 'tooLong';
  }
  if (!errors.email && !/^[^\s@]{1,64}@[^\s@]{1,255}\.[a-z]{2,63}$/i.test(form.email.trim())) errors.email = 'email';
  if (!errors.country && !(COUNTRIES as readonly string[]).includes(form.country)) errors.country = 'country';
  if (!errors.phone && !validPhone(form.phone, form.country)) errors.phone = 'phone';
  if (!errors.postalCode && !validPostalCode(form.postalCode, form.country)) errors.postalCode = 'postalCode';
  if (!(PAYMENT_METHODS as readonly string[]).includes(form.paymentMethod)) errors.paymentMethod = 'paymentMethod';
  if (form.paymentMethod === 'card') {
    const number = digits(form.cardNumber);
    if (number === '') errors.cardNumber = 'required';
    else if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.cardNumber = 'cardNumber';
    if (form.cardHolder.trim() === '') errors.cardHolder = 'required';
    else if (form.cardHolder.trim().length > 120) errors.cardHolder = 'tooLong';
    if (form.expiryDate.trim() === '') errors.expiryDate = 'required';
    else if (!validExpiry(form.expiryDate, now)) errors.expiryDate = 'expiryDate';
    if (form.cvv.trim() === '') errors.cvv = 'required';
    else if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'cvv';
  }
  if (form.paymentMethod === 'upi') {
    if (form.upiId.trim() === '') errors.upiId = 'required';
    else if (!/^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(form.upiId.trim())) errors.upiId = 'upiId';
  }
  return errors;
}

/** Reads an untrusted object (an API body) into a form; unknown fields are dropped. */
export function toCheckoutForm(raw: unknown): CheckoutForm {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...EMPTY_CHECKOUT_FORM };
  for (const key of Object.keys(EMPTY_CHECKOUT_FORM) as CheckoutField[]) {
    const v = src[key];
    if (typeof v === 'string') (out as Record<string, string>)[key] = v.slice(0, 400);
  }
  if (typeof src.paymentMethod !== 'string') out.paymentMethod = 'cod';
  return out;
}

/** Where a signed-in shopper's last order was delivered (what an order detail shows of its customer). */
export type DeliveryDetails = Pick<CheckoutForm, (typeof DELIVERY_FIELDS)[number] | 'country'>;
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
