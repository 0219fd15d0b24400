// A forgotten password: a code mailed to the account's address, then a new
// password with it, which signs the account out everywhere.
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';
import { hashPassword } from '../secrets';
import { canIssue, consumeCode, issueCode } from './codes';
import { revokeAllSessions } from './sessions';
import { findUserByEmail } from './users';

/** Mails a reset code when the address has an account (at most one a minute); the caller answers the same either way. */
export async function sendResetCode(ctx: StoreContext, input: { email: string; language: unknown; clientAddress: string | undefined }): Promise<void> {
  await ctx.limits.code.hit(`ip:${input.clientAddress}`, `email:${input.email}`);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && (await canIssue(ctx.db, user.id, 'reset'))) {
    await ctx.post.resetCode(input.language, user, await issueCode(ctx.db, await ctx.secret(), user.id, 'reset'));
  }
}

export async function resetPassword(ctx: StoreContext, input: { email: string; code: string; newPassword: string; clientAddress: string | undefined }): Promise<void> {
  await ctx.limits.code.hit(`ip:${input.clientAddress}`, `email:${input.email}`);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new DomainError('code_invalid');
  await consumeCode(ctx.db, await ctx.secret(), user.id, 'reset', input.code);
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', hash, user.id);
    await revokeAllSessions(tx, user.id);
  });
}
