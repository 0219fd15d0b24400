// A forgotten password: a code mailed to the account's address, then a new
// password with it, which signs the account out everywhere. Neither step
// tells whether an address has an account: the code is looked up and mailed
// after the answer (so a known address takes no longer than an unknown one),
// and every failed reset answers code_invalid, whatever the reason.
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';
import { hashPassword } from '../secrets';
import { canIssue, consumeCode, issueCode } from './codes';
import { checkingCode } from './guess-limits';
import { revokeAllSessions } from './sessions';
import { findUserByEmail } from './users';

/** Mails a reset code when the address has an account (at most one a minute), after the answer; the caller answers the same either way. */
export async function sendResetCode(ctx: StoreContext, input: { email: string; language: unknown; clientAddress: string | undefined }): Promise<void> {
  await ctx.limits.code.hit(`ip:${input.clientAddress}`, `email:${input.email}`);
  ctx.later.run(
    async () => {
      const user = await findUserByEmail(ctx.db, input.email);
      if (user && (await canIssue(ctx.db, user.id, 'reset'))) {
        await ctx.post.resetCode(input.language, user, await issueCode(ctx.db, await ctx.secret(), user.id, 'reset'));
      }
    },
    { mail: 'reset code' },
  );
}

/** The one answer of a failed reset: an unknown address, a wrong, expired or used-up code alike. */
const INVALID = () => new DomainError('code_invalid');

export async function resetPassword(ctx: StoreContext, input: { email: string; code: string; newPassword: string; clientAddress: string | undefined }): Promise<void> {
  await ctx.limits.code.hit(`ip:${input.clientAddress}`, `email:${input.email}`);
  const user = await findUserByEmail(ctx.db, input.email);
  // An unknown address looks a code up too, so it answers in the same time.
  const consumed = checkingCode(ctx, input.email, async () => consumeCode(ctx.db, await ctx.secret(), user?.id ?? 0, 'reset', input.code));
  await consumed.catch((error: unknown) => {
    throw error instanceof DomainError && error.code !== 'rate_limited' ? INVALID() : error;
  });
  if (!user) throw INVALID();
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', hash, user.id);
    await revokeAllSessions(tx, user.id);
  });
}
