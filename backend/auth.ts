// /api/auth/* and /api/user/data (docs/backend.md).
import express, { type Router } from 'express';
import type { Logger } from 'pino';

import { codeForm, loginForm, resetPasswordForm, resetRequestForm, signupForm } from '../shared/account-forms';
import { canIssue, consumeCode, issueCode } from './codes';
import { type Db, isUniqueViolation } from './db';
import { HttpError, sendError } from './http-errors';
import type { SendMail } from './mail';
import { plainName } from './mail-text';
import type { RateLimiter } from './rate-limit';
import { hashPassword, verifyPassword } from './secrets';
import { createSession, currentUser, endSession, requireUser, revokeAllSessions } from './sessions';
import { accountExistsMail, signupCodeMail } from './signup-mail';
import { clearSignupCookie, closeSignups, consumeSignupCode, pendingSignup, renewSignupCode, startedSignup, startSignup } from './signups';
import { parseBody } from './validate';

export interface AuthDeps {
  db: Db;
  sendMail: SendMail;
  secureCookies: boolean;
  authLimiter: RateLimiter;
  codeLimiter: RateLimiter;
  /** Wrong passwords per client address, whatever the account. */
  loginFailuresByAddress: RateLimiter;
  /** Wrong passwords per client address for one account. */
  loginFailuresByAddressAndAccount: RateLimiter;
  /** The key codes are stored under (loaded once, after the migrations). */
  codeSecret: () => Promise<Buffer>;
  logger: Logger;
}

interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  is_verified: number;
}

export function authRoutes({ db, sendMail, secureCookies, authLimiter, codeLimiter, loginFailuresByAddress, loginFailuresByAddressAndAccount, codeSecret }: AuthDeps): Router {
  const router = express.Router();
  const findByEmail = (address: string) => db.get<UserRow>('SELECT * FROM users WHERE email = ?', address);
  /** The signed-in account for its own code; a browser whose sign-up is over (used, closed, expired) is told so. */
  const signedInOrSignupGone = async (req: express.Request) => {
    const user = await currentUser(db, req);
    if (user) return user;
    throw startedSignup(req) ? new HttpError(400, 'signup_not_found') : new HttpError(401, 'not_authenticated');
  };

  router.post('/api/auth/register', async (req, res) => {
    const { name, email: address, password: pass, marketingConsent } = parseBody(signupForm, req.body);
    await authLimiter.hit(`ip:${req.ip}`, `email:${address}`);
    // The same steps, answer and cookie for a known address as for a new one
    // (the password is hashed either way); only the mail differs.
    const owner = await findByEmail(address);
    const passwordHash = await hashPassword(pass);
    const code = await startSignup(
      db,
      res,
      await codeSecret(),
      { email: address, name, passwordHash: owner ? 'none' : passwordHash, existing: Boolean(owner), marketingConsent: marketingConsent === true },
      secureCookies,
    );
    await sendMail(owner ? accountExistsMail(owner) : signupCodeMail(address, name, code));
    res.status(202).json({ success: true, message: SIGNUP_ANSWER });
  });

  router.get('/api/auth/signup', async (req, res) => {
    const signup = await pendingSignup(db, req);
    if (!signup) {
      sendError(res, 404, 'signup_not_found');
      return;
    }
    res.json({ success: true, email: signup.email });
  });

  router.post('/api/auth/login', async (req, res) => {
    const { email: address, password: pass } = parseBody(loginForm, req.body);
    // Only wrong passwords count, and only against the address that sent
    // them: strangers guessing from elsewhere never lock the owner out.
    const byAddress = `ip:${req.ip}`;
    const byAddressAndAccount = `ip:${req.ip}|email:${address}`;
    await loginFailuresByAddress.refuseIfSpent(byAddress);
    await loginFailuresByAddressAndAccount.refuseIfSpent(byAddressAndAccount);
    const user = await findByEmail(address);
    // Compare even for unknown emails so timing does not reveal which exist.
    const ok = await verifyPassword(pass, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      await loginFailuresByAddress.fail(byAddress);
      await loginFailuresByAddressAndAccount.fail(byAddressAndAccount);
      throw new HttpError(401, 'invalid_credentials');
    }
    await loginFailuresByAddressAndAccount.forget(byAddressAndAccount);
    await createSession(db, res, user.id, secureCookies);
    res.json({ success: true, message: 'Login successful' });
  });

  router.post('/api/auth/logout', async (req, res) => {
    await endSession(db, req, res, secureCookies);
    res.json({ success: true, message: 'Logged out' });
  });

  router.get('/api/auth/is-auth', async (req, res) => {
    if (!(await currentUser(db, req))) {
      sendError(res, 401, 'not_authenticated');
      return;
    }
    res.json({ success: true });
  });

  router.get('/api/user/data', async (req, res) => {
    const user = await requireUser(db, req);
    res.json({ success: true, userData: { name: user.name, email: user.email, isAccountVerified: user.is_verified === 1 } });
  });

  router.post('/api/auth/send-verify-otp', async (req, res) => {
    const signup = await pendingSignup(db, req);
    if (signup) {
      await codeLimiter.hit(`ip:${req.ip}`, `email:${signup.email}`);
      const code = await renewSignupCode(db, await codeSecret(), signup);
      if (code === null) throw new HttpError(429, 'code_recently_sent');
      const owner = signup.existing ? await findByEmail(signup.email) : undefined;
      await sendMail(owner ? accountExistsMail(owner) : signupCodeMail(signup.email, signup.name, code));
      return void res.json({ success: true, message: 'Verification code sent to your email' });
    }
    const user = await signedInOrSignupGone(req);
    await codeLimiter.hit(`ip:${req.ip}`, `email:${user.email}`);
    if (user.is_verified) throw new HttpError(400, 'already_verified');
    if (!(await canIssue(db, user.id, 'verify'))) throw new HttpError(429, 'code_recently_sent');
    const code = await issueCode(db, await codeSecret(), user.id, 'verify');
    await sendMail({
      to: user.email,
      subject: 'Verify your Too More account',
      text: `Hello ${plainName(user.name)},\n\nYour verification code is ${code}\n\nIt is valid for 24 hours. If you did not create a Too More account, ignore this message.`,
    });
    res.json({ success: true, message: 'Verification code sent to your email' });
  });

  router.post('/api/auth/verify-account', async (req, res) => {
    const { otp: code } = parseBody(codeForm, req.body);
    const signup = await pendingSignup(db, req);
    if (signup) {
      await codeLimiter.hit(`ip:${req.ip}`, `email:${signup.email}`);
      await consumeSignupCode(db, await codeSecret(), signup, code);
      const created = await db
        .transaction(async (tx) => {
          // Someone with the same mailbox finished another sign-up first: they own the address.
          if (await tx.get('SELECT id FROM users WHERE email = ?', signup.email)) return null;
          const now = new Date().toISOString();
          const row = await tx.get<{ id: number }>(
            'INSERT INTO users (name, email, password_hash, is_verified, created_at, marketing_consent, marketing_consent_at) VALUES (?, ?, ?, 1, ?, ?, ?) RETURNING id',
            signup.name,
            signup.email,
            signup.passwordHash,
            now,
            signup.marketingConsent ? 1 : 0,
            signup.marketingConsent ? now : null,
          );
          await closeSignups(tx, signup.email);
          return row ?? null;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      clearSignupCookie(res, secureCookies);
      if (!created) throw new HttpError(409, 'email_taken');
      await createSession(db, res, created.id, secureCookies);
      return void res.status(201).json({ success: true, message: 'Account created successfully' });
    }
    const user = await signedInOrSignupGone(req);
    await codeLimiter.hit(`ip:${req.ip}`, `email:${user.email}`);
    if (user.is_verified) return void res.json({ success: true, message: 'Your account is already verified' });
    await consumeCode(db, await codeSecret(), user.id, 'verify', code);
    await db.run('UPDATE users SET is_verified = 1 WHERE id = ?', user.id);
    res.json({ success: true, message: 'Email verified successfully' });
  });

  router.post('/api/auth/send-reset-otp', async (req, res) => {
    const { email: address } = parseBody(resetRequestForm, req.body);
    await codeLimiter.hit(`ip:${req.ip}`, `email:${address}`);
    const user = await findByEmail(address);
    // The same answer whether or not the address has an account.
    if (user && (await canIssue(db, user.id, 'reset'))) {
      const code = await issueCode(db, await codeSecret(), user.id, 'reset');
      await sendMail({
        to: user.email,
        subject: 'Reset your Too More password',
        text: `Hello ${plainName(user.name)},\n\nYour password reset code is ${code}\n\nIt is valid for 15 minutes. If you did not ask to reset your password, ignore this message.`,
      });
    }
    res.json({ success: true, message: 'If an account exists for this email, a reset code has been sent to it' });
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    const { email: address, otp: code, newPassword } = parseBody(resetPasswordForm, req.body);
    await codeLimiter.hit(`ip:${req.ip}`, `email:${address}`);
    const user = await findByEmail(address);
    if (!user) throw new HttpError(400, 'code_invalid');
    await consumeCode(db, await codeSecret(), user.id, 'reset', code);
    const hash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', hash, user.id);
      await revokeAllSessions(tx, user.id);
    });
    res.json({ success: true, message: 'Password has been reset successfully' });
  });

  return router;
}

/** What sign-up answers for every address, known or not. */
const SIGNUP_ANSWER = 'Check your email for a code to finish signing up';

// A real scrypt hash of a random password, compared against when the email is unknown.
const DUMMY_HASH = 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVl$' + Buffer.alloc(64, 1).toString('base64');
