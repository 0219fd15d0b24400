// GST as data: each catalogue product's HSN code, and each HSN class's rate
// with the date it took effect. Rates change (the GST Council's changes of
// 22 September 2025 are the latest here): add a dated entry, never edit code.
// Why each product sits in its class: docs/decisions/022-cancellation-and-gst-invoices.md.

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
}

export const HSN_CLASSES = {
  /** Fruit-pulp or fruit-juice based drinks, not carbonated. */
  fruitDrink: {
    code: '22029920',
    description: 'Fruit pulp or fruit juice based drinks',
    rates: [
      { from: '2017-07-01', percent: 12 },
      { from: '2025-09-22', percent: 5 },
    ],
  },
  /** Carbonated soft drinks: waters with added sugar or flavour, aerated. */
  carbonated: {
    code: '22021010',
    description: 'Aerated waters containing added sugar or flavour',
    // Before 22 September 2025: 28% plus a 12% compensation cess, which is not a GST rate and is not modelled.
    rates: [
      { from: '2017-07-01', percent: 28 },
      { from: '2025-09-22', percent: 40 },
    ],
  },
  /** Caffeinated and energy drinks. */
  caffeinated: {
    code: '22029990',
    description: 'Caffeinated beverages',
    rates: [
      { from: '2017-07-01', percent: 28 },
      { from: '2025-09-22', percent: 40 },
    ],
  },
  /** Drinking water in 20 L bottles, and waters not sweetened or flavoured. */
  water: {
    code: '2201',
    description: 'Drinking water, not sweetened or flavoured',
    rates: [
      { from: '2017-07-01', percent: 18 },
      { from: '2025-09-22', percent: 5 },
    ],
  },
} as const satisfies Record<string, HsnClass>;

export type HsnClassKey = keyof typeof HSN_CLASSES;

/** Every catalogue product's class, by product key (a test checks none is missing). */
export const PRODUCT_HSN: Readonly<Record<string, HsnClassKey>> = {
  // Juices and the tetrapack juice drinks: fruit-juice based, still.
  pineapple: 'fruitDrink',
  mango: 'fruitDrink',
  grapes: 'fruitDrink',
  lychee: 'fruitDrink',
  strawberry: 'fruitDrink',
  skyberry: 'fruitDrink',
  pomegranate: 'fruitDrink',
  'lemon-tetrapack': 'fruitDrink',
  'pineapple-tetrapack': 'fruitDrink',
  'pomegranate-tetrapack': 'fruitDrink',
  'skyberry-tetrapack': 'fruitDrink',
  'grapes-tetrapack': 'fruitDrink',
  'guava-tetrapack': 'fruitDrink',
  // Soft drinks that are fruit drinks without fizz.
  muskmelon: 'fruitDrink',
  guava: 'fruitDrink',
  // Sodas, colas and sparkling drinks.
  remix: 'carbonated',
  kiwi: 'carbonated',
  'lemon-twist': 'carbonated',
  'king-orange': 'carbonated',
  'king-pineapple': 'carbonated',
  pepyo: 'carbonated',
  'orange-cool': 'carbonated',
  cola: 'carbonated',
  apple: 'carbonated',
  jeera: 'carbonated',
  lemon: 'carbonated',
  'mazica-mango': 'carbonated',
  'pineapple-soda': 'carbonated',
  'fresh-guava-soda': 'carbonated',
  // The energy drink.
  cobra: 'caffeinated',
  // Water.
  'water-jug-pp': 'water',
  'water-jug-20l': 'water',
  'water-bottle': 'water',
};

/**
 * Shipping is a line of its own. A seller delivering its own goods makes a
 * composite supply, taxed at the rate of the principal supply: the line shows
 * this code with the rate of the order's principal line (shared/invoice.ts).
 */
export const SHIPPING_SAC = '996812';

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
