// /api/auth/* and /api/user/data (docs/backend.md).
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { canIssue, consumeCode, issueCode } from './codes';
import { isUniqueViolation, type Db } from './db';
import { HttpError, sendError } from './http-errors';
import type { SendMail } from './mail';
import { plainName } from './mail-text';
import type { RateLimiter } from './rate-limit';
import { hashPassword, verifyPassword } from './secrets';
import { createSession, currentUser, endSession, requireUser, revokeAllSessions } from './sessions';
import { body, email, otp, password, text } from './validate';

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

  router.post('/api/auth/register', async (req, res) => {
    const b = body(req.body);
    const name = text(b.name, 'name', 100);
    const address = email(b.email);
    const pass = password(b.password);
    await authLimiter.hit(`ip:${req.ip}`, `email:${address}`);
    if (await findByEmail(address)) throw new HttpError(409, 'email_taken');
    const hash = await hashPassword(pass);
    const created = await db
      .get<{ id: number }>('INSERT INTO users (name, email, password_hash, created_at) VALUES (?, ?, ?, ?) RETURNING id', name, address, hash, new Date().toISOString())
      .catch((error: unknown) => {
        // The same address signed up meanwhile, through this process or another.
        throw isUniqueViolation(error) ? new HttpError(409, 'email_taken') : error;
      });
    await createSession(db, res, created!.id, secureCookies);
    res.status(201).json({ success: true, message: 'Account created successfully' });
  });

  router.post('/api/auth/login', async (req, res) => {
    const b = body(req.body);
    const address = email(b.email);
    if (typeof b.password !== 'string' || b.password === '') throw new HttpError(400, 'field_required', { field: 'password' });
    // Only wrong passwords count, and only against the address that sent
    // them: strangers guessing from elsewhere never lock the owner out.
    const byAddress = `ip:${req.ip}`;
    const byAddressAndAccount = `ip:${req.ip}|email:${address}`;
    await loginFailuresByAddress.refuseIfSpent(byAddress);
    await loginFailuresByAddressAndAccount.refuseIfSpent(byAddressAndAccount);
    const user = await findByEmail(address);
    // Compare even for unknown emails so timing does not reveal which exist.
    const ok = await verifyPassword(b.password, user?.password_hash ?? DUMMY_HASH);
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
    if (!(await currentUser(db, req))) return sendError(res, 401, 'not_authenticated');
    res.json({ success: true });
  });

  router.get('/api/user/data', async (req, res) => {
    const user = await requireUser(db, req);
    res.json({ success: true, userData: { name: user.name, email: user.email, isAccountVerified: user.is_verified === 1 } });
  });

  router.post('/api/auth/send-verify-otp', async (req, res) => {
    const user = await requireUser(db, req);
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
    const user = await requireUser(db, req);
    const code = otp(body(req.body).otp);
    await codeLimiter.hit(`ip:${req.ip}`, `email:${user.email}`);
    if (user.is_verified) return void res.json({ success: true, message: 'Your account is already verified' });
    await consumeCode(db, await codeSecret(), user.id, 'verify', code);
    await db.run('UPDATE users SET is_verified = 1 WHERE id = ?', user.id);
    res.json({ success: true, message: 'Email verified successfully' });
  });

  router.post('/api/auth/send-reset-otp', async (req, res) => {
    const address = email(body(req.body).email);
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
    const b = body(req.body);
    const address = email(b.email);
    const code = otp(b.otp);
    const newPassword = password(b.newPassword, 'newPassword');
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

// A real scrypt hash of a random password, compared against when the email is unknown.
const DUMMY_HASH = 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVl$' + Buffer.alloc(64, 1).toString('base64');
