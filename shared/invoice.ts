// The arithmetic of a GST tax invoice, in integer paise. Prices are inclusive
// of GST, so the tax is backed out of what was paid per line; the coupon's
// discount is shared out over the item lines first, so the invoice's total is
// the order's total to the paisa. docs/decisions/022-cancellation-and-gst-invoices.md
import { getProductByKey } from './catalogue';
import { gstPercentOn, hsnOf, SHIPPING_SAC, SHIPPING_UNIT, type UnitCode, unitOf } from './gst-rates';
import type { GstState } from './gst-states';
import type { Paise } from './money';

export interface InvoiceInputLine {
  /** Catalogue key: where the HSN code and rate come from. */
  productKey: string;
  description: string;
  quantity: number;
  /** Price × quantity as sold, GST included, before the coupon. */
  amount: Paise;
}

export interface InvoiceInput {
  lines: readonly InvoiceInputLine[];
  discount: Paise;
  shipping: Paise;
  /** The day of supply in India (YYYY-MM-DD): which rates apply. */
  day: string;
  /** The seller's GST state code (the GSTIN's first two digits). */
  sellerStateCode: string;
  /** Where the goods are delivered; null when the address names no known state (then IGST). */
  placeOfSupply: GstState | null;
}

export interface InvoiceLine {
  description: string;
  /** HSN code (goods) or SAC (the shipping line). */
  hsn: string;
  quantity: number;
  /** The GST unit the quantity counts (BTL, NOS; NA for shipping). */
  unit: UnitCode;
  /** Paid for the line: its amount less its share of the discount. */
  amount: Paise;
  discount: Paise;
  taxable: Paise;
  percent: number;
  tax: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  shipping: boolean;
}

/** The rate as printed on a line: CGST and SGST each at half the GST rate, IGST at the whole ('2.5%', '40%'). */
export function ratesOf(percent: number, interState: boolean): { cgst: string; sgst: string; igst: string } {
  const whole = `${String(percent)}%`;
  const half = `${String(percent / 2)}%`;
  return interState ? { cgst: '', sgst: '', igst: whole } : { cgst: half, sgst: half, igst: '' };
}

export interface InvoiceTotals {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
}

export interface Invoice {
  lines: InvoiceLine[];
  /** IGST (true) or CGST + SGST (false). */
  interState: boolean;
  totals: InvoiceTotals;
}

/** `amount` shared out in proportion to `weights`, in whole paise that add up to it exactly (largest remainders get the odd paise). */
export function apportion(amount: Paise, weights: readonly Paise[]): Paise[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** The tax inside a GST-inclusive amount: taxable = round(amount × 100 / (100 + rate)), tax = the rest. */
export function backOutTax(amount: Paise, percent: number): { taxable: Paise; tax: Paise } {
  const taxable = Math.round((amount * 100) / (100 + percent));
  return { taxable, tax: amount - taxable };
}

function taxLine(base: Omit<InvoiceLine, 'taxable' | 'tax' | 'cgst' | 'sgst' | 'igst'>, interState: boolean): InvoiceLine {
  const { taxable, tax } = backOutTax(base.amount, base.percent);
  // The two halves add up to the tax: the odd paisa goes to CGST.
  const cgst = interState ? 0 : Math.ceil(tax / 2);
  return { ...base, taxable, tax, cgst, sgst: interState ? 0 : tax - cgst, igst: interState ? tax : 0 };
}

function productCategory(productKey: string): string {
  const product = getProductByKey(productKey);
  if (!product) throw new Error(`No catalogue product "${productKey}"`);
  return product.category;
}

export function computeInvoice(input: InvoiceInput): Invoice {
  const interState = input.placeOfSupply?.code !== input.sellerStateCode;
  const shares = apportion(
    input.discount,
    input.lines.map((l) => l.amount),
  );
  const lines = input.lines.map((l, i) => {
    const hsn = hsnOf(l.productKey);
    const discount = shares[i] ?? 0;
    return taxLine(
      {
        description: l.description,
        hsn: hsn.code,
        quantity: l.quantity,
        unit: unitOf(productCategory(l.productKey)),
        amount: l.amount - discount,
        discount,
        percent: gstPercentOn(hsn, input.day),
        shipping: false,
      },
      interState,
    );
  });
  if (input.shipping > 0) {
    // The principal supply: the line with the most paid for it (on a tie, the higher rate).
    const principal = [...lines].sort((a, b) => b.amount - a.amount || b.percent - a.percent)[0];
    lines.push(
      taxLine(
        {
          description: 'Shipping and delivery',
          hsn: SHIPPING_SAC,
          quantity: 1,
          unit: SHIPPING_UNIT,
          amount: input.shipping,
          discount: 0,
          percent: principal?.percent ?? 0,
          shipping: true,
        },
        interState,
      ),
    );
  }
  const sum = (pick: (l: InvoiceLine) => Paise) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    lines,
    interState,
    totals: { taxable: sum((l) => l.taxable), cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst), tax: sum((l) => l.tax), total: sum((l) => l.amount) },
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India (YYYY-MM-DD) of a moment. */
export function indiaDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Indian financial year (April to March) a moment falls in: '2026-27'. */
export function financialYearOf(at: string | Date): string {
  const [year = 0, month = 0] = indiaDay(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start)}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_PREFIX = 'TM';
export const CREDIT_NOTE_PREFIX = 'CN';
/** CGST Rules 46(b) and 53: a document's serial number has at most 16 characters (letters, digits, '-' and '/'). */
export const SERIAL_NUMBER_MAX = 16;

/** '2026-27' as it is written in a serial number: '26-27'. */
function shortYear(financialYear: string): string {
  return financialYear.slice(2);
}

function serial(prefix: string, financialYear: string, n: number): string {
  const number = `${prefix}/${shortYear(financialYear)}/${String(n).padStart(6, '0')}`;
  if (number.length > SERIAL_NUMBER_MAX) throw new Error(`The ${prefix} series of ${financialYear} is full at ${String(n - 1)}`);
  return number;
}

/** 'TM/26-27/000001': the n-th invoice of a financial year (15 characters; 16 from the millionth). */
export function invoiceNumber(financialYear: string, n: number): string {
  return serial(INVOICE_PREFIX, financialYear, n);
}

/** The credit notes' own series: 'CN/26-27/000001', the n-th credit note of a financial year. */
export function creditNoteNumber(financialYear: string, n: number): string {
  return serial(CREDIT_NOTE_PREFIX, financialYear, n);
}

/** The key of the credit notes' counter of a financial year, beside the invoices' ('2026-27') in the same table. */
export function creditNoteSeries(financialYear: string): string {
  return `CN ${financialYear}`;
}
