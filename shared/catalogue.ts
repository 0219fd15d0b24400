// The catalogue: the facts we were given (ids, names, categories,
// sizes, prices in rupees) plus what the shop adds (keys, images, nutrition).
// Text a shopper reads (descriptions, ingredients) lives in
// locales/<lng>/translation.json under products.<key>.*; English is the source.
// The products themselves are data: catalogue-data.json.
import LISTED from './catalogue-data.json';

export type CategoryKey = 'subJuice' | 'subSoftDrink' | 'subEnergyDrink' | 'subNaatuNaatu' | 'subDrinkingWater';

export interface SizeOption {
  /** Label as sold: '250ml', '1L', '20L'. */
  size: string;
  /** Volume in millilitres. */
  value: number;
  /** MRP in rupees. */
  originalPrice: number;
  /** Selling price in rupees. */
  cutoffPrice: number;
  /** originalPrice - cutoffPrice, in rupees. */
  discount: number;
}

export interface Nutrition {
  /** Per 100 ml. energy kcal; protein, carbohydrates, sugars, fat in g; sodium in mg. */
  energy: number;
  protein: number;
  carbohydrates: number;
  totalSugar: number;
  addedSugars: number;
  fat: number;
  sodium: number;
}

export interface Product {
  id: number;
  /** Stable key: i18n (products.<key>.*) and image file names. */
  key: string;
  /** Catalogue name ('Mango Juice'); stays as it is in every language. */
  name: string;
  /** Brand-style name of the juices ('Sun-Kissed Mango Bliss'). */
  displayName?: string;
  category: CategoryKey;
  /** Product page route: every product has one (`/<key>` unless the catalogue names another). */
  link: string;
  vegetarianSymbol: boolean;
  sizes: SizeOption[];
  /** Two colours for the artwork and cards. */
  colors: [string, string];
  nutrition?: Nutrition;
  /** Search and filter families (juices only). */
  families?: ('berry' | 'tropical' | 'citrus' | 'premium' | 'seasonal' | 'bestseller')[];
  /** What the food is, in the words of the food rules (declarations.generic.<kind>): a declaration on the pack and the page. */
  genericName: GenericName;
  /** ISO 3166-1 alpha-2 code of the country of origin ('IN'); named in the page's language by Intl.DisplayNames. */
  countryOfOrigin: string;
  /** Shelf life from manufacture, unopened; the date itself is on the pack ("best before: see pack"). SAMPLE figures: docs/decisions/021-product-declarations-and-policies.md. */
  shelfLifeDays: number;
}

/** The generic names the catalogue uses; each has its words under declarations.generic.<kind>. */
export const GENERIC_NAMES = ['fruitDrink', 'carbonatedFruitDrink', 'carbonatedSoftDrink', 'energyDrink', 'packagedDrinkingWater'] as const;
export type GenericName = (typeof GENERIC_NAMES)[number];

export interface Category {
  key: CategoryKey;
  /** Route of the category page. */
  path: string;
  label: string;
}

export const CATEGORIES: readonly Category[] = [
  { key: 'subJuice', path: '/juices', label: 'Juices' },
  { key: 'subSoftDrink', path: '/soft-drinks', label: 'Soft Drinks' },
  { key: 'subEnergyDrink', path: '/energy-drinks', label: 'Energy Drinks' },
  { key: 'subNaatuNaatu', path: '/tetrapacks', label: 'Tetrapack Juices' },
  { key: 'subDrinkingWater', path: '/drinking-water', label: 'Drinking Water' },
];

const VOLUME: Record<string, number> = {
  '150ml': 150,
  '250ml': 250,
  '300ml': 300,
  '500ml': 500,
  '1L': 1000,
  '2L': 2000,
  '10L': 10000,
  '20L': 20000,
};

// The declarations each kind of product shares (SAMPLE shelf lives: docs/decisions/021-product-declarations-and-policies.md).
const KINDS = {
  juice: { genericName: 'fruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 180 },
  fruitSoda: { genericName: 'carbonatedFruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 180 },
  soda: { genericName: 'carbonatedSoftDrink', countryOfOrigin: 'IN', shelfLifeDays: 270 },
  energy: { genericName: 'energyDrink', countryOfOrigin: 'IN', shelfLifeDays: 365 },
  tetrapack: { genericName: 'fruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 270 },
  water: { genericName: 'packagedDrinkingWater', countryOfOrigin: 'IN', shelfLifeDays: 180 },
} as const satisfies Record<string, Pick<Product, 'genericName' | 'countryOfOrigin' | 'shelfLifeDays'>>;

/** A product as catalogue-data.json writes it: its kind instead of the declarations, each size as [label, MRP, price]. */
export interface ListedProduct extends Omit<Product, 'link' | 'sizes' | 'genericName' | 'countryOfOrigin' | 'shelfLifeDays' | 'colors'> {
  kind: keyof typeof KINDS;
  link?: string;
  sizes: [label: string, originalPrice: number, cutoffPrice: number][];
  colors: string[];
}

function size([label, originalPrice, cutoffPrice]: ListedProduct['sizes'][number]): SizeOption {
  const value = VOLUME[label];
  if (value === undefined) throw new Error(`Unknown size ${label}`);
  return { size: label, value, originalPrice, cutoffPrice, discount: originalPrice - cutoffPrice };
}

/** A product of the data file as the shop reads it. */
export function fromListed({ kind, link, sizes, colors, ...rest }: ListedProduct): Product {
  const [main = '#ccc', accent = main] = colors;
  return { ...rest, ...KINDS[kind], link: link ?? `/${rest.key}`, sizes: sizes.map(size), colors: [main, accent] };
}

// The products, juices first: shared/catalogue-data.json (data, checked against the given facts in catalogue.test.ts).
export const PRODUCTS: readonly Product[] = (LISTED as ListedProduct[]).map(fromListed);

const byId = new Map(PRODUCTS.map((p) => [p.id, p]));
const byKey = new Map(PRODUCTS.map((p) => [p.key, p]));

export function getProduct(id: number): Product | undefined {
  return byId.get(id);
}

/**
 * Whether a product's page has its own route.<id> and meta.<id>.* strings (the
 * juices, with their brand-style names); the others are named from the
 * catalogue (their names stay the same in every language).
 */
export function hasOwnPageStrings(product: Pick<Product, 'displayName'>): boolean {
  return product.displayName !== undefined;
}

export function getProductByKey(key: string): Product | undefined {
  return byKey.get(key);
}

export function productsIn(category: CategoryKey): Product[] {
  return PRODUCTS.filter((p) => p.category === category);
}

export const JUICES: readonly Product[] = productsIn('subJuice');

/** The five flavours of the home slideshow and flavour cards. */
export const FLAVOURS: readonly string[] = ['grapes', 'mango', 'pineapple', 'strawberry', 'pomegranate'];

export function getCategory(key: CategoryKey): Category {
  return CATEGORIES.find((c) => c.key === key) as Category;
}

/** Artwork paths: every product has a bottle (main), label and small image. */
export function productImages(product: Pick<Product, 'key'>): { product: string; label: string; small: string } {
  return {
    product: `/images/products/${product.key}.svg`,
    label: `/images/products/${product.key}-label.svg`,
    small: `/images/products/${product.key}-small.svg`,
  };
}

/** Size of the main product artwork, so every <img> reserves its box. */
export const PRODUCT_IMAGE_SIZE = { width: 320, height: 480 } as const;

export interface UnitPrice {
  amount: number;
  unit: 'ml' | 'L';
}

/** Price per unit from the selling price and volume: 20 for 250ml → 0.08 / ml; 18 for 1L → 18 / L. */
export function unitPrice(option: SizeOption): UnitPrice {
  const litres = option.size.endsWith('L') && !option.size.endsWith('ml');
  if (litres) return { amount: round2(option.cutoffPrice / (option.value / 1000)), unit: 'L' };
  return { amount: round2(option.cutoffPrice / option.value), unit: 'ml' };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
