// Guessing across many client addresses, against one account: the per-address
// limits do not see it. Wrong codes are capped per address a day (then codes
// for it wait for the day to pass); wrong passwords slow every later sign-in
// to the account a little more (never a lockout: a stranger cannot keep the
// owner out, only make signing in slower while they guess).
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';

/** Wrong codes one address may take in a day, across every client address. */
export const WRONG_CODES_A_DAY = 20;
/** Wrong passwords one account takes in the window before signing in to it is slowed. */
export const FREE_WRONG_PASSWORDS = 5;
const MAX_SIGN_IN_DELAY_MS = 8000;

/** Runs a code check for an address: refused once the address's wrong codes for the day are spent; a wrong code counts. */
export async function checkingCode<T>(ctx: Pick<StoreContext, 'limits'>, email: string, check: () => Promise<T>): Promise<T> {
  const key = `email:${email}`;
  await ctx.limits.wrongCodesADay.refuseIfSpent(key);
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'signup_not_found') await ctx.limits.wrongCodesADay.fail(key);
    throw error;
  }
}

/** How long a sign-in to this account waits: nothing for the first few wrong passwords, then twice as long each time, at most 8 s. */
export function signInDelayMs(wrongPasswords: number): number {
  if (wrongPasswords <= FREE_WRONG_PASSWORDS) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, 250 * 2 ** (wrongPasswords - FREE_WRONG_PASSWORDS - 1));
}

/** Waits as long as the account's wrong passwords say (across every client address). */
export async function slowedForAccount(ctx: Pick<StoreContext, 'limits'>, email: string, wait: (ms: number) => Promise<void>): Promise<void> {
  const ms = signInDelayMs(await ctx.limits.wrongPasswordsPerAccount.count(`email:${email}`));
  if (ms > 0) await wait(ms);
}
