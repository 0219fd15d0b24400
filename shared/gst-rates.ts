// GST as data (gst-data.json): each catalogue product's HSN class, and each
// class's code and rates with the date each took effect. Rates change (the GST
// Council's changes of 22 September 2025 are the latest there): add a dated
// entry to the data, never edit code. Why each product sits in its class:
// docs/decisions/022-cancellation-and-gst-invoices.md.
import GST_DATA from './gst-data.json';

export interface GstRate {
  /** First day (in India) the rate applies, YYYY-MM-DD. */
  from: string;
  /** The whole GST (CGST + SGST, or IGST) in percent. */
  percent: number;
}

export interface HsnClass {
  /** The HSN (goods) or SAC (services) code as printed on an invoice. */
  code: string;
  description: string;
  /** Oldest first. */
  rates: readonly GstRate[];
  /** Why the data says what it says, where that is not obvious. */
  note?: string;
}

/** The HSN classes with their dated rates. */
export const HSN_CLASSES: Readonly<Record<HsnClassKey, HsnClass>> = GST_DATA.classes;

export type HsnClassKey = keyof typeof GST_DATA.classes;

/** Every catalogue product's class, by product key (a test checks none is missing). */
export const PRODUCT_HSN = GST_DATA.products as Readonly<Record<string, HsnClassKey>>;

/**
 * Shipping is a line of its own. A seller delivering its own goods makes a
 * composite supply, taxed at the rate of the principal supply: the line shows
 * this code with the rate of the order's principal line (shared/invoice.ts).
 */
export const SHIPPING_SAC = '996812';

/** GST unit quantity codes an invoice line may carry: bottles, numbers, and 'not applicable' for a service. */
export type UnitCode = 'BTL' | 'NOS' | 'NA';

/** The shipping line is a service: no unit of quantity. */
export const SHIPPING_UNIT: UnitCode = 'NA';

/** The unit a catalogue category is counted in on an invoice (BTL for bottles, NOS for tetrapacks and jugs). */
export function unitOf(category: string): UnitCode {
  const unit = (GST_DATA.units as Record<string, string | undefined>)[category];
  if (unit !== 'BTL' && unit !== 'NOS') throw new Error(`No GST unit for category "${category}"`);
  return unit;
}

/** The rate of a class on a day (YYYY-MM-DD, in India). */
export function gstPercentOn(hsn: HsnClass, day: string): number {
  let percent: number | null = null;
  for (const rate of hsn.rates) if (rate.from <= day) percent = rate.percent;
  if (percent === null) throw new Error(`No GST rate for HSN ${hsn.code} on ${day}`);
  return percent;
}

/** A product's class, by its catalogue key; throws for a product the data lacks (a test keeps that from shipping). */
export function hsnOf(productKey: string): HsnClass {
  const key = PRODUCT_HSN[productKey];
  if (!key) throw new Error(`No HSN code for product "${productKey}"`);
  return HSN_CLASSES[key];
}
