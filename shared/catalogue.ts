// The catalogue: the facts we were given (ids, names, categories,
// sizes, prices in rupees) plus what the shop adds (keys, images, nutrition).
// Text a shopper reads (descriptions, ingredients) lives in
// locales/<lng>/translation.json under products.<key>.*; English is the source.

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

function size(label: string, originalPrice: number, cutoffPrice: number): SizeOption {
  const value = VOLUME[label];
  if (value === undefined) throw new Error(`Unknown size ${label}`);
  return { size: label, value, originalPrice, cutoffPrice, discount: originalPrice - cutoffPrice };
}

// The declarations each kind of product shares (SAMPLE shelf lives: docs/decisions/021-product-declarations-and-policies.md).
const JUICE = { genericName: 'fruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 180 } as const;
const FRUIT_SODA = { genericName: 'carbonatedFruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 180 } as const;
const SODA = { genericName: 'carbonatedSoftDrink', countryOfOrigin: 'IN', shelfLifeDays: 270 } as const;
const ENERGY = { genericName: 'energyDrink', countryOfOrigin: 'IN', shelfLifeDays: 365 } as const;
const TETRAPACK = { genericName: 'fruitDrink', countryOfOrigin: 'IN', shelfLifeDays: 270 } as const;
const WATER = { genericName: 'packagedDrinkingWater', countryOfOrigin: 'IN', shelfLifeDays: 180 } as const;

const JUICE_SIZES = (): SizeOption[] => [size('250ml', 30, 20), size('150ml', 15, 10)];
const soft = (...s: SizeOption[]) => s;

const LISTED: readonly (Omit<Product, 'link'> & { link?: string })[] = [
  // Juices (subJuice, ids 1-7)
  {
    id: 1,
    key: 'pineapple',
    name: 'Pineapple Juice',
    displayName: 'Golden Tropic Pineapple',
    ...JUICE,
    category: 'subJuice',
    link: '/pineapple',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#f4c430', '#3f8f3a'],
    nutrition: { energy: 52, protein: 0.3, carbohydrates: 12.8, totalSugar: 11.2, addedSugars: 4.0, fat: 0.1, sodium: 6 },
    families: ['tropical', 'citrus', 'bestseller'],
  },
  {
    id: 2,
    key: 'mango',
    name: 'Mango Juice',
    displayName: 'Sun-Kissed Mango Bliss',
    ...JUICE,
    category: 'subJuice',
    link: '/mango',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#ffa62b', '#d35400'],
    nutrition: { energy: 60, protein: 0.4, carbohydrates: 14.6, totalSugar: 13.1, addedSugars: 5.0, fat: 0.2, sodium: 8 },
    families: ['tropical', 'seasonal', 'bestseller'],
  },
  {
    id: 3,
    key: 'grapes',
    name: 'Grape Juice',
    displayName: 'Royal Vine Grapes',
    ...JUICE,
    category: 'subJuice',
    link: '/grapes',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#6a2c70', '#a5559d'],
    nutrition: { energy: 58, protein: 0.2, carbohydrates: 14.2, totalSugar: 13.6, addedSugars: 3.5, fat: 0.1, sodium: 5 },
    families: ['berry', 'premium'],
  },
  {
    id: 4,
    key: 'lychee',
    name: 'Lychee Juice',
    displayName: 'Lychee Luxe Delight',
    ...JUICE,
    category: 'subJuice',
    link: '/lychee',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#f7cac9', '#c0392b'],
    nutrition: { energy: 55, protein: 0.3, carbohydrates: 13.4, totalSugar: 12.0, addedSugars: 4.5, fat: 0.1, sodium: 7 },
    families: ['tropical', 'premium', 'seasonal'],
  },
  {
    id: 5,
    key: 'strawberry',
    name: 'Strawberry Juice',
    displayName: 'Sweet Strawberry Delight',
    ...JUICE,
    category: 'subJuice',
    link: '/strawberry',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#e8374f', '#8e1b2b'],
    nutrition: { energy: 48, protein: 0.4, carbohydrates: 11.5, totalSugar: 10.2, addedSugars: 4.0, fat: 0.2, sodium: 6 },
    families: ['berry', 'seasonal'],
  },
  {
    id: 6,
    key: 'skyberry',
    name: 'SkyBerry Juice',
    displayName: 'SkyBerry Cloud Burst',
    ...JUICE,
    category: 'subJuice',
    link: '/skyberry',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#4a69bd', '#1e3799'],
    nutrition: { energy: 50, protein: 0.5, carbohydrates: 12.0, totalSugar: 10.8, addedSugars: 3.0, fat: 0.2, sodium: 5 },
    families: ['berry', 'premium'],
  },
  {
    id: 7,
    key: 'pomegranate',
    name: 'Pomegranate Juice',
    displayName: 'Ruby Crown Pomegranate',
    ...JUICE,
    category: 'subJuice',
    link: '/pomegranate',
    vegetarianSymbol: true,
    sizes: JUICE_SIZES(),
    colors: ['#b3001b', '#5c0010'],
    nutrition: { energy: 62, protein: 0.2, carbohydrates: 15.1, totalSugar: 13.9, addedSugars: 3.0, fat: 0.1, sodium: 9 },
    families: ['berry', 'premium', 'bestseller'],
  },
  // Soft drinks (subSoftDrink, ids 8-23)
  {
    id: 8,
    key: 'remix',
    name: 'Remix',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#ff5e57', '#3c40c6'],
    sizes: soft(size('300ml', 55, 45), size('500ml', 75, 65), size('1L', 140, 120)),
  },
  {
    id: 9,
    key: 'kiwi',
    name: 'Kiwi',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#8bc34a', '#4e7d1e'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60), size('1L', 130, 115)),
  },
  {
    id: 10,
    key: 'lemon-twist',
    name: 'Lemon Twist',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#f9e547', '#6ab04c'],
    sizes: soft(size('300ml', 45, 35), size('500ml', 65, 55), size('1L', 120, 100)),
  },
  {
    id: 11,
    key: 'king-orange',
    name: 'King Orange',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#ff9f1a', '#c0392b'],
    sizes: soft(size('300ml', 55, 45), size('500ml', 75, 65)),
  },
  {
    id: 12,
    key: 'king-pineapple',
    name: 'King Pineapple',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#fbc531', '#44bd32'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 13,
    key: 'pepyo',
    name: 'Pepyo',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#2f3640', '#e84118'],
    sizes: soft(size('300ml', 60, 50), size('500ml', 90, 75)),
  },
  {
    id: 14,
    key: 'muskmelon',
    name: 'Muskmelon Juice',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#f8c291', '#e58e26'],
    sizes: soft(size('300ml', 65, 55), size('500ml', 100, 85)),
  },
  {
    id: 15,
    key: 'orange-cool',
    name: 'Orange Cool',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#ffa801', '#0fbcf9'],
    sizes: soft(size('300ml', 55, 45), size('500ml', 75, 65)),
  },
  {
    id: 16,
    key: 'cola',
    name: 'Cola',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#4b2c20', '#c23616'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 17,
    key: 'apple',
    name: 'Apple',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#e74c3c', '#27ae60'],
    sizes: soft(size('300ml', 60, 50), size('500ml', 90, 75)),
  },
  {
    id: 18,
    key: 'jeera',
    name: 'Jeera',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#8d6e63', '#3e2723'],
    sizes: soft(size('300ml', 55, 45), size('500ml', 75, 65)),
  },
  {
    id: 19,
    key: 'lemon',
    name: 'Lemon',
    ...SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#fff200', '#2ecc71'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 20,
    key: 'guava',
    name: 'Guava',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#ff7979', '#6ab04c'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 21,
    key: 'mazica-mango',
    name: 'Mazica Mango',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#f6b93b', '#e55039'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 22,
    key: 'pineapple-soda',
    name: 'Pineapple Juice',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#fad390', '#78e08f'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  {
    id: 23,
    key: 'fresh-guava-soda',
    name: 'Fresh Guava Soda',
    ...FRUIT_SODA,
    category: 'subSoftDrink',
    vegetarianSymbol: true,
    colors: ['#ff6b81', '#2ed573'],
    sizes: soft(size('300ml', 50, 40), size('500ml', 70, 60)),
  },
  // Energy drink (subEnergyDrink, id 24)
  {
    id: 24,
    key: 'cobra',
    name: 'Cobra',
    ...ENERGY,
    category: 'subEnergyDrink',
    vegetarianSymbol: true,
    colors: ['#1e272e', '#05c46b'],
    sizes: soft(size('250ml', 80, 70), size('500ml', 150, 130)),
  },
  // Tetrapacks (subNaatuNaatu, ids 25-30)
  {
    id: 25,
    key: 'lemon-tetrapack',
    name: 'Lemon Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#f7dc6f', '#58d68d'],
    sizes: soft(size('250ml', 70, 60), size('500ml', 130, 110)),
  },
  {
    id: 26,
    key: 'pineapple-tetrapack',
    name: 'Pineapple Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#f4d03f', '#239b56'],
    sizes: soft(size('250ml', 75, 65), size('500ml', 140, 120)),
  },
  {
    id: 27,
    key: 'pomegranate-tetrapack',
    name: 'Pomegranate Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#c0392b', '#641e16'],
    sizes: soft(size('250ml', 80, 70), size('500ml', 150, 130)),
  },
  {
    id: 28,
    key: 'skyberry-tetrapack',
    name: 'SkyBerry Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#5d6d7e', '#2e4053'],
    sizes: soft(size('250ml', 85, 75), size('500ml', 160, 140)),
  },
  {
    id: 29,
    key: 'grapes-tetrapack',
    name: 'Grapes Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#7d3c98', '#4a235a'],
    sizes: soft(size('250ml', 90, 80), size('500ml', 170, 150)),
  },
  {
    id: 30,
    key: 'guava-tetrapack',
    name: 'Guava Tetrapack',
    ...TETRAPACK,
    category: 'subNaatuNaatu',
    vegetarianSymbol: true,
    colors: ['#f1948a', '#52be80'],
    sizes: soft(size('250ml', 95, 85), size('500ml', 180, 160)),
  },
  // Drinking water (subDrinkingWater, ids 31-33)
  {
    id: 31,
    key: 'water-jug-pp',
    name: 'Polypropylene Water Jug 20L',
    ...WATER,
    category: 'subDrinkingWater',
    vegetarianSymbol: false,
    colors: ['#74b9ff', '#0984e3'],
    sizes: soft(size('10L', 200, 180), size('20L', 340, 320)),
  },
  {
    id: 32,
    key: 'water-jug-20l',
    name: '20 L Water Jug',
    ...WATER,
    category: 'subDrinkingWater',
    vegetarianSymbol: false,
    colors: ['#81ecec', '#00a8b5'],
    sizes: soft(size('20L', 250, 230)),
  },
  {
    id: 33,
    key: 'water-bottle',
    name: 'Water Bottle',
    ...WATER,
    category: 'subDrinkingWater',
    vegetarianSymbol: false,
    colors: ['#a29bfe', '#0984e3'],
    sizes: soft(size('1L', 20, 18), size('2L', 35, 30), size('500ml', 10, 9)),
  },
];

/** The catalogue; every product gets its own page (soft drinks, tetrapacks and water included). */
export const PRODUCTS: readonly Product[] = LISTED.map((p) => ({ ...p, link: p.link ?? `/${p.key}` }));

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
