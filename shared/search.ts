// Search and the juice list as pure functions over
// the catalogue. Texts a shopper reads live in the locale files, so callers pass
// the product's texts in the current language (name and description); the
// catalogue name, brand name and family words always match too.
import { JUICES, type Product, PRODUCTS } from './catalogue';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_HIGHLIGHT_MS = 1_000;
export const JUICE_PAGE_SIZE = 4;
export const MAX_QUERY_LENGTH = 100;

export type SearchTab = 'juices' | 'drinks';
export const SEARCH_TABS: readonly SearchTab[] = ['juices', 'drinks'];

/** Quick chips and type cards: each runs a search for its family word. */
export const QUICK_SEARCHES = {
  chips: [
    { id: 'seasonal', query: 'seasonal' },
    { id: 'bestsellers', query: 'best seller' },
  ],
  types: [
    { id: 'citrus', query: 'citrus' },
    { id: 'berry', query: 'berry' },
    { id: 'tropical', query: 'tropical' },
  ],
} as const;

const FAMILY_WORDS: Record<NonNullable<Product['families']>[number], string> = {
  berry: 'berry',
  tropical: 'tropical',
  citrus: 'citrus',
  premium: 'premium',
  seasonal: 'seasonal',
  bestseller: 'best seller bestseller',
};

/** A product's texts in the current language (what the shopper reads). */
export type ProductTexts = (product: Product) => { name?: string; description?: string };

/** Trimmed, at most 100 characters. */
export function normaliseQuery(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, MAX_QUERY_LENGTH) : '';
}

function haystack(product: Product, texts?: ProductTexts): string {
  const own = texts?.(product) ?? {};
  return [product.name, product.displayName, own.name, own.description, ...(product.families ?? []).map((f) => FAMILY_WORDS[f])].filter(Boolean).join('\n').toLocaleLowerCase();
}

/**
 * Case-insensitive substring match on name or description; a blank query
 * returns every product of the tab (juices by default).
 */
export function searchProducts(rawQuery: string, texts?: ProductTexts, tab: SearchTab = 'juices'): Product[] {
  const pool = tab === 'juices' ? JUICES : PRODUCTS.filter((p) => p.category !== 'subJuice');
  const query = normaliseQuery(rawQuery).toLocaleLowerCase();
  if (!query) return [...pool];
  return pool.filter((p) => haystack(p, texts).includes(query));
}

/** The product whose name is exactly the query, for straight navigation to its page. */
export function exactMatch(rawQuery: string, texts?: ProductTexts): Product | undefined {
  const query = normaliseQuery(rawQuery).toLocaleLowerCase();
  if (!query) return undefined;
  return PRODUCTS.find((p) => {
    const names = [p.name, p.displayName, texts?.(p).name].filter(Boolean) as string[];
    return names.some((n) => n.toLocaleLowerCase() === query);
  });
}

export type JuiceFilter = 'all' | 'berry' | 'tropical' | 'premium';
export const JUICE_FILTERS: readonly JuiceFilter[] = ['all', 'berry', 'tropical', 'premium'];

export function parseJuiceFilter(raw: unknown): JuiceFilter {
  return typeof raw === 'string' && (JUICE_FILTERS as readonly string[]).includes(raw.toLowerCase()) ? (raw.toLowerCase() as JuiceFilter) : 'all';
}

/** How many cards to show: 4, then 4 more per 'Load More'; anything odd becomes 4. */
export function parseShowCount(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : JUICE_PAGE_SIZE;
  return Math.max(JUICE_PAGE_SIZE, Math.ceil(n / JUICE_PAGE_SIZE) * JUICE_PAGE_SIZE);
}

/** Juices of a filter, matching the keyword in name, description or family. */
export function filterJuices(filter: JuiceFilter, texts?: ProductTexts): Product[] {
  if (filter === 'all') return [...JUICES];
  return JUICES.filter((p) => haystack(p, texts).includes(filter));
}

export interface JuiceListView {
  items: Product[];
  total: number;
  hasMore: boolean;
  nextShow: number;
}

export function juiceListView(filter: JuiceFilter, show: number, texts?: ProductTexts): JuiceListView {
  const all = filterJuices(filter, texts);
  const items = all.slice(0, show);
  return { items, total: all.length, hasMore: all.length > show, nextShow: show + JUICE_PAGE_SIZE };
}
