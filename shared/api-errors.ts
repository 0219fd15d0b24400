// The error codes of the embedded backend's API: every failure answers
// `{ success: false, code, message }` (plus `params` where the text has
// placeholders). Clients translate a known code (locales: apiErrors.<code>);
// the English text here is what the backend writes into `message`, so a client
// that knows no codes still shows a sentence. docs/backend.md lists them.

export const API_ERRORS = {
  bad_request: 'Bad request',
  not_found: 'Not found',
  body_too_large: 'Request body is too large (32 KB at most)',
  malformed_json: 'Malformed JSON body',
  server_error: 'Server error. Please try again.',
  rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
  not_authenticated: 'Not authorised. Please log in again.',
  field_required: '{{field}} is required',
  field_too_long: '{{field}} is too long',
  invalid_email: 'Please enter a valid email address',
  password_too_short: '{{field}} must be at least {{min}} characters',
  otp_format: 'Enter the 6-digit code',
  email_taken: 'An account with this email already exists',
  signup_not_found: 'No sign-up is waiting for a code in this browser. Please sign up again.',
  invalid_credentials: 'Invalid email or password',
  already_verified: 'Your account is already verified',
  code_recently_sent: 'A code was sent less than a minute ago. Please wait before asking for another.',
  code_invalid: 'Invalid or expired code. Please request a new one.',
  code_expired: 'This code has expired. Please request a new one.',
  code_wrong: 'Invalid code. {{count}} attempt(s) left.',
  code_exhausted: 'Too many wrong attempts. Please request a new code.',
  notification_not_found: 'Notification not found',
  order_not_found: 'Order not found',
  order_not_cancellable: 'This order has shipped and can no longer be cancelled',
  order_not_payable: 'This order is no longer waiting for a payment',
  payment_not_verified: 'This payment could not be confirmed. If money was taken, it is settled automatically within the hour.',
  payment_unavailable: 'Online payment cannot be reached right now. Please try again in a few minutes, or pay on delivery.',
  cart_empty: 'Your cart is empty',
  too_many_lines: 'An order can have at most {{max}} lines',
  invalid_item: 'Each item needs productId, sizeIndex and quantity as whole numbers',
  unknown_product: 'Unknown product or size',
  invalid_quantity: 'Quantity must be between 1 and {{max}}',
  out_of_stock: 'Some items in your cart are no longer available. Remove them or lower the quantity to place your order.',
  stock_available: 'This size is in stock: you can add it to your cart now',
  checkout_invalid: 'Please correct the highlighted fields',
  invalid_coupon: 'Invalid Coupon Code',
  grievance_category: 'Please choose what the complaint is about',
  order_number_format: 'An order number has only letters, digits and dashes',
  message_too_short: 'Please describe the problem in a few more words',
  ticket_format: 'A ticket number looks like GRV-0123456789',
  grievance_not_found: 'No ticket with this number and email',
  password_incorrect: 'The password is not correct',
  resume_invalid: 'Please attach your résumé as a PDF, DOC or DOCX file of at most 5 MB',
  reply_needed: 'Please give an email address or a phone number so that we can answer',
  staff_only: 'This is for Too More staff only',
  not_permitted: 'Your role does not allow this',
  totp_wrong: 'That code is not correct. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  setup_link_invalid: 'This set-up link has expired or has been used. Ask an owner for a new one.',
  staff_exists: 'A member of staff with this email already exists',
  status_move_refused: 'This order is {{from}}; it cannot become {{to}}',
  stock_change_invalid: 'This stock change cannot be made: {{reason}}',
  grievance_state: 'This ticket is already {{status}}',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ApiErrorParams = Record<string, string | number>;

/** The fields a `{{field}}` placeholder can name (translated under apiErrors.fields.*). */
export const API_ERROR_FIELDS = ['name', 'email', 'password', 'newPassword', 'message'] as const;
export type ApiErrorField = (typeof API_ERROR_FIELDS)[number];

const FIELD_LABELS: Record<ApiErrorField, string> = { name: 'Name', email: 'Email', password: 'Password', newPassword: 'New password', message: 'Message' };

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

/** The English sentence of a code with its placeholders filled in. */
export function apiErrorText(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  return API_ERRORS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'field' && typeof value === 'string' && value in FIELD_LABELS) return FIELD_LABELS[value as ApiErrorField];
    return value === undefined ? '' : String(value);
  });
}
