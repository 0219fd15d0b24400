// The two mails a sign-up sends: the code for a new address, or, for an
// address that has an account, a note to its owner (no code: nothing to open).
import type { Message } from './mail';
import { plainName } from './mail-text';

export function signupCodeMail(to: string, name: string, code: string): Message {
  return {
    to,
    subject: 'Your Too More sign-up code',
    text: `Hello ${plainName(name)},\n\nYour code to finish creating your Too More account is ${code}\n\nIt is valid for 24 hours. If you did not sign up, ignore this message: no account is created without this code.`,
  };
}

export function accountExistsMail(owner: { email: string; name: string }): Message {
  return {
    to: owner.email,
    subject: 'Someone tried to sign up with your address',
    text:
      `Hello ${plainName(owner.name)},\n\nSomeone asked to create a Too More account with this address, which already has one.\n\n` +
      "If it was you, sign in with your password, or choose 'Forgot password?' on the sign-in page to set a new one.\n\n" +
      'If it was not you, ignore this message: nothing has changed.',
  };
}
