// Signing in with a password, and out.
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';
import { verifyPassword } from '../secrets';
import { slowedForAccount } from './guess-limits';
import { createSession, endSession } from './sessions';
import { findUserByEmail } from './users';

// A real scrypt hash of a random password, compared against when the email is unknown.
const DUMMY_HASH = 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVl$' + Buffer.alloc(64, 1).toString('base64');

/** Answers a new session's token, or refuses (invalid_credentials, rate_limited). */
export async function signIn(ctx: StoreContext, input: { email: string; password: string; clientAddress: string | undefined }): Promise<string> {
  // Only wrong passwords count, and only against the address that sent
  // them: strangers guessing from elsewhere never lock the owner out.
  const byAddress = `ip:${input.clientAddress}`;
  const byAddressAndAccount = `ip:${input.clientAddress}|email:${input.email}`;
  await ctx.limits.loginFailuresByAddress.refuseIfSpent(byAddress);
  await ctx.limits.loginFailuresByAddressAndAccount.refuseIfSpent(byAddressAndAccount);
  await slowedForAccount(ctx, input.email, ctx.pause);
  const user = await findUserByEmail(ctx.db, input.email);
  // Compare even for unknown emails so timing does not reveal which exist.
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) {
    await ctx.limits.loginFailuresByAddress.fail(byAddress);
    await ctx.limits.loginFailuresByAddressAndAccount.fail(byAddressAndAccount);
    await ctx.limits.wrongPasswordsPerAccount.fail(`email:${input.email}`);
    throw new DomainError('invalid_credentials');
  }
  await ctx.limits.loginFailuresByAddressAndAccount.forget(byAddressAndAccount);
  return createSession(ctx.db, user.id);
}

export async function signOut(ctx: Pick<StoreContext, 'db'>, sessionToken: string | null): Promise<void> {
  await endSession(ctx.db, sessionToken);
}
