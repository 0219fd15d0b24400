// Mail a step sends after its answer (a reset code): wait for it in the file
// outbox, a bounded while, and read the code it carries.
import { mailsTo, readLatestCode } from '../../backend/mail/outbox';

/** Runs `send`, then waits for one more mail to `email` and answers the code in it. */
export async function codeMailedBy(dataDir: string, email: string, send: () => Promise<unknown>, timeoutMs = 10_000): Promise<string> {
  const before = mailsTo(dataDir, email).length;
  await send();
  const deadline = Date.now() + timeoutMs;
  while (mailsTo(dataDir, email).length <= before) {
    if (Date.now() > deadline) throw new Error(`No new mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const code = readLatestCode(dataDir, email);
  if (!code) throw new Error(`The new mail to ${email} carries no code`);
  return code;
}
