// Cart rules as a pure reducer over catalogue references.
import { getProduct, type Product, type SizeOption } from './catalogue';
import { computeTotals, type Totals } from './pricing';

export interface CartLine {
  /** 'productId-sizeIndex' */
  id: string;
  productId: number;
  sizeIndex: number;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
}

export type CartAction =
  /** Store operation: adds to the quantity of an existing line, else appends. */
  | { type: 'add'; productId: number; sizeIndex: number; quantity?: number }
  /** Replaces the line's quantity; 0 or less removes it (product pages add with quantity 1). */
  | { type: 'setQuantity'; productId: number; sizeIndex: number; quantity: number }
  | { type: 'increment'; id: string }
  /** Cart page minus: at quantity 1 the line goes. */
  | { type: 'decrement'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'restore'; lines: unknown };

/**
 * The most of one size a single order takes: the one place to change it. High
 * enough that one line of the cheapest size reaches free shipping (600 × ₹9 =
 * ₹5,400, see shared/cart.test.ts); a typed quantity above it is refused with a
 * message that names it, never cut down silently. At most 999 (the cart
 * cookie keeps three digits per quantity).
 */
export const MAX_LINE_QUANTITY = 600;
export const EMPTY_CART: CartState = { lines: [] };

export function lineId(productId: number, sizeIndex: number): string {
  return `${productId}-${sizeIndex}`;
}

function exists(productId: number, sizeIndex: number): boolean {
  const p = getProduct(productId);
  return !!p && Number.isInteger(sizeIndex) && sizeIndex >= 0 && sizeIndex < p.sizes.length;
}

const clampQty = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(q));

function withQuantity(state: CartState, productId: number, sizeIndex: number, quantity: number): CartState {
  const id = lineId(productId, sizeIndex);
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return { lines: state.lines.filter((l) => l.id !== id) };
  }
  const q = clampQty(quantity);
  const found = state.lines.some((l) => l.id === id);
  if (found) return { lines: state.lines.map((l) => (l.id === id ? { ...l, quantity: q } : l)) };
  if (!exists(productId, sizeIndex)) return state;
  return { lines: [...state.lines, { id, productId, sizeIndex, quantity: q }] };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const current = state.lines.find((l) => l.id === lineId(action.productId, action.sizeIndex));
      const add = action.quantity ?? 1;
      if (!Number.isFinite(add) || add <= 0) return state;
      return withQuantity(state, action.productId, action.sizeIndex, (current?.quantity ?? 0) + add);
    }
    case 'setQuantity':
      return withQuantity(state, action.productId, action.sizeIndex, action.quantity);
    case 'increment': {
      const line = state.lines.find((l) => l.id === action.id);
      return line ? withQuantity(state, line.productId, line.sizeIndex, line.quantity + 1) : state;
    }
    case 'decrement': {
      const line = state.lines.find((l) => l.id === action.id);
      return line ? withQuantity(state, line.productId, line.sizeIndex, line.quantity - 1) : state;
    }
    case 'remove':
      return { lines: state.lines.filter((l) => l.id !== action.id) };
    case 'clear':
      return EMPTY_CART;
    case 'restore':
      return { lines: sanitizeLines(action.lines) };
  }
}

/** Accepts only well-formed lines of products that exist (a stored cart may be stale or tampered with). */
export function sanitizeLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const out: CartLine[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { productId, sizeIndex, quantity } = item as Record<string, unknown>;
    if (typeof productId !== 'number' || typeof sizeIndex !== 'number' || typeof quantity !== 'number') continue;
    if (!exists(productId, sizeIndex) || !Number.isFinite(quantity) || quantity <= 0) continue;
    const id = lineId(productId, sizeIndex);
    if (out.some((l) => l.id === id)) continue;
    out.push({ id, productId, sizeIndex, quantity: clampQty(quantity) });
  }
  return out;
}

/**
 * A typed quantity: accepted only if it is a number greater than 0 and within
 * MAX_LINE_QUANTITY. Returns null for anything else (the caller keeps the old
 * value, or uses 1 on product pages; above the limit, see isOverLineLimit).
 */
export function parseQuantity(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Math.floor(Number(text));
  return n > 0 && n <= MAX_LINE_QUANTITY ? n : null;
}

/** Whether a typed quantity is a number above the per-line limit (refused with a message, not clamped). */
export function isOverLineLimit(input: string | number): boolean {
  const text = String(input).trim();
  return /^\d+(\.\d+)?$/.test(text) && Math.floor(Number(text)) > MAX_LINE_QUANTITY;
}

/** Product-page rule: an invalid entry becomes 1. */
export function parseProductPageQuantity(input: string | number): number {
  return parseQuantity(input) ?? 1;
}

export interface ResolvedLine extends CartLine {
  product: Product;
  size: SizeOption;
}

export function resolveLines(state: CartState): ResolvedLine[] {
  const out: ResolvedLine[] = [];
  for (const l of state.lines) {
    const product = getProduct(l.productId);
    const size = product?.sizes[l.sizeIndex];
    if (product && size) out.push({ ...l, product, size });
  }
  return out;
}

export function cartTotals(state: CartState, couponApplied = false): Totals {
  return computeTotals(resolveLines(state), couponApplied);
}

export function quantityOf(state: CartState, productId: number, sizeIndex: number): number {
  return state.lines.find((l) => l.id === lineId(productId, sizeIndex))?.quantity ?? 0;
}
