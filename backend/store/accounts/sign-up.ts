// Sign-up by code (docs/decisions/018-sign-up-by-code.md), and the code that
// verifies an account made before sign-up needed one.
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';
import { hashPassword } from '../secrets';
import { canIssue, consumeCode, issueCode } from './codes';
import { checkingCode } from './guess-limits';
import { createSession, raiseSessionEpoch, sessionUser, type User } from './sessions';
import { consumeSignupCode, pendingSignup, renewSignupCode, startSignup } from './signups';
import { createAccount, findUserByEmail } from './users';

/** Who asks: the tokens their browser's cookies carry, and where they ask from. */
export interface Asker {
  signupToken: string | null;
  sessionToken: string | null;
  clientAddress: string | undefined;
}

/**
 * Records an intent to sign up and mails its code — or, for an address that
 * has an account, a note to its owner; the same steps and answer either way
 * (the password is hashed either way). Answers the sign-up's token.
 */
export async function register(
  ctx: StoreContext,
  input: { name: string; email: string; password: string; marketingConsent: boolean; language: unknown; clientAddress: string | undefined },
): Promise<string> {
  await ctx.limits.auth.hit(`ip:${input.clientAddress}`, `email:${input.email}`);
  const owner = await findUserByEmail(ctx.db, input.email);
  const passwordHash = await hashPassword(input.password);
  const { token, code } = await startSignup(ctx.db, await ctx.secret(), {
    email: input.email,
    name: input.name,
    passwordHash: owner ? 'none' : passwordHash,
    existing: Boolean(owner),
    marketingConsent: input.marketingConsent,
  });
  if (owner) await ctx.post.accountExists(input.language, owner);
  else await ctx.post.signupCode(input.language, { email: input.email, name: input.name }, code);
  return token;
}

/** The signed-in account, for its own code; a browser whose sign-up is over (used, closed, expired) is told so. */
async function signedInOrSignupGone(ctx: StoreContext, asker: Asker): Promise<User> {
  const user = await sessionUser(ctx.db, asker.sessionToken);
  if (user) return user;
  throw new DomainError(asker.signupToken ? 'signup_not_found' : 'not_authenticated');
}

/** A new code: for the browser's open sign-up (or the owner's note again), else for the signed-in account that is not verified. */
export async function sendVerifyCode(ctx: StoreContext, asker: Asker, language: unknown): Promise<void> {
  const signup = await pendingSignup(ctx.db, asker.signupToken);
  if (signup) {
    await ctx.limits.code.hit(`ip:${asker.clientAddress}`, `email:${signup.email}`);
    const code = await renewSignupCode(ctx.db, await ctx.secret(), signup);
    if (code === null) throw new DomainError('code_recently_sent');
    const owner = signup.existing ? await findUserByEmail(ctx.db, signup.email) : undefined;
    if (owner) await ctx.post.accountExists(language, owner);
    else await ctx.post.signupCode(language, signup, code);
    return;
  }
  const user = await signedInOrSignupGone(ctx, asker);
  await ctx.limits.code.hit(`ip:${asker.clientAddress}`, `email:${user.email}`);
  if (user.is_verified) throw new DomainError('already_verified');
  if (!(await canIssue(ctx.db, user.id, 'verify'))) throw new DomainError('code_recently_sent');
  await ctx.post.verifyCode(language, user, await issueCode(ctx.db, await ctx.secret(), user.id, 'verify'));
}

export type Verification =
  /** The sign-up became an account, signed in with this session. */
  | { kind: 'created'; sessionToken: string }
  /** The sign-up's code was right, but another sign-up of the address became the account first. */
  | { kind: 'taken' }
  | { kind: 'verified' }
  | { kind: 'already-verified' };

/** Checks a code: the browser's open sign-up's (the account is then made), else the signed-in account's. */
export async function verifyAccount(ctx: StoreContext, asker: Asker, code: string): Promise<Verification> {
  const signup = await pendingSignup(ctx.db, asker.signupToken);
  if (signup) {
    await ctx.limits.code.hit(`ip:${asker.clientAddress}`, `email:${signup.email}`);
    await checkingCode(ctx, signup.email, async () => consumeSignupCode(ctx.db, await ctx.secret(), signup, code));
    const created = await createAccount(ctx.db, signup);
    return created ? { kind: 'created', sessionToken: await createSession(ctx.db, created.id) } : { kind: 'taken' };
  }
  const user = await signedInOrSignupGone(ctx, asker);
  await ctx.limits.code.hit(`ip:${asker.clientAddress}`, `email:${user.email}`);
  if (user.is_verified) return { kind: 'already-verified' };
  await checkingCode(ctx, user.email, async () => consumeCode(ctx.db, await ctx.secret(), user.id, 'verify', code));
  await ctx.db.transaction(async (tx) => {
    await tx.run('UPDATE users SET is_verified = 1 WHERE id = ?', user.id);
    await raiseSessionEpoch(tx);
  });
  return { kind: 'verified' };
}
