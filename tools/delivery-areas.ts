// A courier's serviceability list (CSV, one PIN a row) turned into the areas of
// shared/delivery-areas.json: `scripts/delivery-areas.ts` is the command line,
// docs/delivery-areas.md the operator's guide.
import type { DeliveryArea } from '../shared/delivery';
import { pinCode } from '../shared/pin-code';

/** What a row of the list says about its PIN: served in `days` with or without cash on delivery, or not served. */
export type RowTerms = { days: number; cod: boolean } | 'unserved';

export interface CourierRow {
  pin: string;
  terms: RowTerms;
  name?: string;
}

/** The cells of a CSV text, quoted cells ("a, b" and "say ""hi""") included. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      row.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell.trim());
      if (row.some((v) => v !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell.trim());
  if (row.some((v) => v !== '')) rows.push(row);
  return rows;
}

const COLUMNS = {
  pin: /^(pin|pin ?code|pincode|postal ?code|zip)$/,
  days: /^(days|tat|tat ?days|delivery ?days|transit ?days|edd ?days)$/,
  cod: /^(cod|cash ?on ?delivery|cod ?available)$/,
  serviceable: /^(serviceable|prepaid|delivery|is ?serviceable)$/,
  name: /^(name|city|district|area|location)$/,
} as const;

const yes = (v: string | undefined) => /^(y|yes|true|1|available)$/i.test(v ?? '');
const no = (v: string | undefined) => /^(n|no|false|0|not available|)$/i.test(v ?? '');

/**
 * Reads a courier's CSV: a header row naming at least the PIN, the days (TAT)
 * and cash on delivery (Y/N); a `serviceable` or `prepaid` column (Y/N) may say
 * a PIN is not served at all, and a city or name column is kept as the name.
 * Returns the rows, or the problems of the file (row numbers as a spreadsheet shows them).
 */
export function readCourierCsv(text: string): { rows: CourierRow[]; problems: string[] } {
  const [header, ...body] = parseCsv(text.replace(/^\uFEFF/, ''));
  const problems: string[] = [];
  const index = (pattern: RegExp) => (header ?? []).findIndex((h) => pattern.test(h.toLowerCase()));
  const at = { pin: index(COLUMNS.pin), days: index(COLUMNS.days), cod: index(COLUMNS.cod), serviceable: index(COLUMNS.serviceable), name: index(COLUMNS.name) };
  for (const column of ['pin', 'days', 'cod'] as const) if (at[column] < 0) problems.push(`the header row names no ${column} column (found: ${(header ?? []).join(', ')})`);
  if (problems.length) return { rows: [], problems };
  const rows: CourierRow[] = [];
  const seen = new Set<string>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const pin = pinCode(cells[at.pin]);
    if (!pin) {
      problems.push(`row ${line}: "${cells[at.pin] ?? ''}" is not a six-digit PIN`);
      return;
    }
    if (seen.has(pin)) {
      problems.push(`row ${line}: ${pin} is listed twice`);
      return;
    }
    seen.add(pin);
    const name = at.name >= 0 && cells[at.name] ? cells[at.name] : undefined;
    if (at.serviceable >= 0 && no(cells[at.serviceable]) && !yes(cells[at.cod])) {
      rows.push({ pin, terms: 'unserved', ...(name ? { name } : {}) });
      return;
    }
    const days = Number(cells[at.days]);
    if (!Number.isInteger(days) || days < 1 || days > 60) {
      problems.push(`row ${line}: days "${cells[at.days] ?? ''}" is not a whole number from 1 to 60`);
      return;
    }
    const cod = cells[at.cod];
    if (!yes(cod) && !no(cod)) {
      problems.push(`row ${line}: cash on delivery "${cod ?? ''}" is neither Y nor N`);
      return;
    }
    rows.push({ pin, terms: { days, cod: yes(cod) }, ...(name ? { name } : {}) });
  });
  return { rows, problems };
}

const areaOf = (pin: string, terms: RowTerms, name?: string): DeliveryArea =>
  terms === 'unserved' ? { pin, serviceable: false, ...(name ? { name } : {}) } : { pin, days: terms.days, cod: terms.cod, ...(name ? { name } : {}) };

/** One area a listed PIN: exact, and every PIN the list leaves out is not served. */
export function exactAreas(rows: readonly CourierRow[]): DeliveryArea[] {
  return [...rows].sort((a, b) => a.pin.localeCompare(b.pin)).map((r) => areaOf(r.pin, r.terms, r.name));
}

const keyOf = (terms: RowTerms) => (terms === 'unserved' ? 'unserved' : `${terms.days}|${terms.cod}`);

/** The shortest prefix `collapsedAreas` makes an area of: a sorting district (the first three digits). */
export const SHORTEST_PREFIX = 3;

/**
 * Fewer areas for the same answers: each prefix of three digits or more takes
 * the terms most of its listed PINs have, and only the PINs (or longer
 * prefixes) that differ are listed beneath it. Every listed PIN is answered as
 * the courier's list says; a PIN the list leaves out is answered as most
 * listed PINs of its sorting district are, rather than not served.
 */
export function collapsedAreas(rows: readonly CourierRow[]): DeliveryArea[] {
  const areas: DeliveryArea[] = [];
  const walk = (prefix: string, under: readonly CourierRow[], inherited: string) => {
    const [only] = under;
    if (prefix.length === 6 && only) {
      if (keyOf(only.terms) !== inherited) areas.push(areaOf(prefix, only.terms, only.name));
      return;
    }
    const counts = new Map<string, number>();
    for (const row of under) counts.set(keyOf(row.terms), (counts.get(keyOf(row.terms)) ?? 0) + 1);
    // The most common terms (ties: those already inherited, then the first in order).
    let best = inherited;
    let most = counts.get(inherited) ?? 0;
    for (const [key, n] of counts) {
      if (n > most) {
        best = key;
        most = n;
      }
    }
    // A prefix of one PIN is that PIN; regions and sub-regions (one or two digits) are too wide to guess from.
    const sample = under.length > 1 && prefix.length >= SHORTEST_PREFIX && best !== inherited ? under.find((r) => keyOf(r.terms) === best) : undefined;
    if (sample) areas.push(areaOf(prefix, sample.terms));
    const children = new Map<string, CourierRow[]>();
    for (const row of under) {
      const child = row.pin.slice(0, prefix.length + 1);
      const list = children.get(child);
      if (list) list.push(row);
      else children.set(child, [row]);
    }
    for (const [child, list] of [...children].sort(([a], [b]) => a.localeCompare(b))) walk(child, list, sample ? best : inherited);
  };
  walk('', rows, 'unserved');
  return areas;
}
