// /api/auth/* and /api/user/data (docs/backend.md): each route reads the
// request, calls one of the store's account workflows, and answers.
import express, { type Router } from 'express';

import { codeForm, loginForm, resetPasswordForm, resetRequestForm, signupForm } from '../../shared/account-forms';
import { resetPassword, sendResetCode } from '../store/accounts/password-reset';
import { requireSessionUser, sessionEpoch, sessionUser } from '../store/accounts/sessions';
import { signIn, signOut } from '../store/accounts/sign-in';
import { register, sendVerifyCode, verifyAccount } from '../store/accounts/sign-up';
import { pendingSignup } from '../store/accounts/signups';
import { DomainError } from '../store/domain-error';
import { body, parseBody } from './body';
import type { HttpContext } from './context';
import { askerOf, clearSessionCookie, clearSignupCookie, sessionTokenOf, setSessionCookie, setSignupCookie, signupTokenOf } from './cookies';
import { sendError } from './errors';

/** What sign-up answers for every address, known or not. */
const SIGNUP_ANSWER = 'Check your email for a code to finish signing up';
const CODE_SENT = 'Verification code sent to your email';

export function authRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  const secure = ctx.secureCookies;

  router.post('/api/auth/register', async (req, res) => {
    const { name, email, password, marketingConsent } = parseBody(signupForm, req.body);
    const token = await register(ctx, { name, email, password, marketingConsent: marketingConsent === true, language: body(req.body).language, clientAddress: req.ip });
    setSignupCookie(res, token, secure);
    res.status(202).json({ success: true, message: SIGNUP_ANSWER });
  });

  router.get('/api/auth/signup', async (req, res) => {
    const signup = await pendingSignup(ctx.db, signupTokenOf(req));
    if (!signup) {
      sendError(res, 'signup_not_found', undefined, 404);
      return;
    }
    res.json({ success: true, email: signup.email });
  });

  router.post('/api/auth/login', async (req, res) => {
    const { email, password } = parseBody(loginForm, req.body);
    setSessionCookie(res, await signIn(ctx, { email, password, clientAddress: req.ip }), secure);
    res.json({ success: true, message: 'Login successful' });
  });

  router.post('/api/auth/logout', async (req, res) => {
    await signOut(ctx, sessionTokenOf(req));
    clearSessionCookie(res, secure);
    res.json({ success: true, message: 'Logged out' });
  });

  router.get('/api/auth/is-auth', async (req, res) => {
    if (!(await sessionUser(ctx.db, sessionTokenOf(req)))) {
      sendError(res, 'not_authenticated');
      return;
    }
    res.json({ success: true });
  });

  router.get('/api/user/data', async (req, res) => {
    const user = await requireSessionUser(ctx.db, sessionTokenOf(req));
    res.json({ success: true, userData: { name: user.name, email: user.email, isAccountVerified: user.is_verified === 1 } });
  });

  // The sessions' epoch: a BFF keeping sessions for a moment drops them when it moves (server/session-cache.ts). Says nothing about anyone.
  router.get('/api/auth/session-epoch', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ success: true, epoch: await sessionEpoch(ctx.db) });
  });

  router.post('/api/auth/send-verify-otp', async (req, res) => {
    await sendVerifyCode(ctx, askerOf(req), body(req.body).language);
    res.json({ success: true, message: CODE_SENT });
  });

  router.post('/api/auth/verify-account', async (req, res) => {
    const { otp } = parseBody(codeForm, req.body);
    const outcome = await verifyAccount(ctx, askerOf(req), otp);
    if (outcome.kind === 'created' || outcome.kind === 'taken') clearSignupCookie(res, secure);
    if (outcome.kind === 'taken') throw new DomainError('email_taken');
    if (outcome.kind === 'created') {
      setSessionCookie(res, outcome.sessionToken, secure);
      return void res.status(201).json({ success: true, message: 'Account created successfully' });
    }
    res.json({ success: true, message: outcome.kind === 'verified' ? 'Email verified successfully' : 'Your account is already verified' });
  });

  router.post('/api/auth/send-reset-otp', async (req, res) => {
    const { email } = parseBody(resetRequestForm, req.body);
    await sendResetCode(ctx, { email, language: body(req.body).language, clientAddress: req.ip });
    // The same answer whether or not the address has an account.
    res.json({ success: true, message: 'If an account exists for this email, a reset code has been sent to it' });
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    const { email, otp, newPassword } = parseBody(resetPasswordForm, req.body);
    await resetPassword(ctx, { email, code: otp, newPassword, clientAddress: req.ip });
    res.json({ success: true, message: 'Password has been reset successfully' });
  });

  return router;
}
