// A sign-up finished the way a shopper finishes it — register, read the code
// the mail carried, send it back — for an embedded backend that writes its
// mail to the file outbox (the demo account, benchmarks, tests). Returns the
// session cookie ('token=…') of the new account.
import { readLatestCode } from '../backend/mail/outbox';
import { SESSION_COOKIE, SIGNUP_COOKIE } from '../shared/cookie-names';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

const cookiePair = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`)) ?? '';

export async function signUpThroughOutbox(base: string, dataDir: string, account: NewAccount, headers: Record<string, string> = {}): Promise<string> {
  const json = { ...headers, 'content-type': 'application/json' };
  const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  if (registered.status !== 202) throw new Error(`Sign-up of ${account.email} answered ${registered.status}`);
  const code = readLatestCode(dataDir, account.email);
  if (!code) throw new Error(`No code in the outbox for ${account.email}`);
  const verified = await fetch(`${base}/api/auth/verify-account`, {
    method: 'POST',
    headers: { ...json, cookie: cookiePair(registered, SIGNUP_COOKIE) },
    body: JSON.stringify({ otp: code }),
  });
  if (verified.status !== 201) throw new Error(`The code for ${account.email} answered ${verified.status}`);
  return cookiePair(verified, SESSION_COOKIE);
}
