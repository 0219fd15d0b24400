// The account calls, each with its timeout and fallback message.
import type { SessionUser } from '../../shared/boot';
import { type ApiBody, type Call, TIMEOUTS } from './request';

export function accountCalls(call: Call) {
  const post = (path: string, body: unknown, timeoutMs: number = TIMEOUTS.standard, fallbackKey?: string) => call(path, { method: 'POST', body, timeoutMs, fallbackKey });
  return {
    isAuth: () => call('/api/auth/is-auth', { timeoutMs: TIMEOUTS.session }),
    userData: () => call<ApiBody & { userData: SessionUser }>('/api/user/data', { timeoutMs: TIMEOUTS.session }),
    /** `language`: the page's, which the mailed code is written in (as for every call below that mails). */
    register: (name: string, email: string, password: string, marketingConsent = false, language?: string) =>
      post('/api/auth/register', { name, email, password, marketingConsent, language }, TIMEOUTS.auth, 'errors.signUpFailed'),
    login: (email: string, password: string) => post('/api/auth/login', { email, password }, TIMEOUTS.auth, 'errors.loginFailed'),
    logout: () => post('/api/auth/logout', {}),
    /** The address a sign-up started in this browser is waiting on (its code). */
    pendingSignup: () => call<ApiBody & { email: string }>('/api/auth/signup', { timeoutMs: TIMEOUTS.session }),
    sendVerifyOtp: (language?: string) => post('/api/auth/send-verify-otp', { language }),
    verifyAccount: (otp: string) => post('/api/auth/verify-account', { otp }),
    sendResetOtp: (email: string, language?: string) => post('/api/auth/send-reset-otp', { email, language }),
    resetPassword: (email: string, otp: string, newPassword: string) => post('/api/auth/reset-password', { email, otp, newPassword }),
  };
}

/** A user-data body in the shape the app keeps (unknown fields dropped). */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const u = raw as Record<string, unknown>;
  if (typeof u.name !== 'string' || typeof u.email !== 'string') return null;
  return { name: u.name, email: u.email, isAccountVerified: u.isAccountVerified === true };
}
