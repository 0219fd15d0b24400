// The references shoppers are given (a grievance ticket, an enquiry): a prefix
// and ten characters of Crockford's base32 (no I, L, O or U to misread), 50
// random bits, too many to try one by one.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(prefix: string): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `${prefix}-${id}`;
}
