// A backend process killed right after an order is placed loses nothing; one
// killed while placing it leaves the order once or not at all, and the retry
// with the same idempotency key places it exactly once.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { freePort } from '../helpers/postgres';
import { SHOPPER } from '../helpers/shopper';
import { tempDir, type TestDatabase, testDatabase } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = tempDir();
const children: ChildProcess[] = [];
let database: TestDatabase;

beforeAll(async () => {
  database = await testDatabase();
});

function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/cli/backend.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '', BACKEND_PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve(child));
    child.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });
}

/** A new account's session cookie. */
const signUp = (base: string, name: string, email: string, password: string) => signUpThroughOutbox(base, dataDir, { name, email, password });

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('finds the account and the order after SIGKILL and a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startProcess(port);
    const cookie = await signUp(base, 'Asha', 'asha@example.in', 'mango-lassi-9');
    const placed = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] }),
    });
    const { orderId } = (await placed.json()) as { orderId: string };
    const killed = new Promise((r) => first.on('exit', r));
    first.kill('SIGKILL');
    await killed;

    await startProcess(port);
    const order = await fetch(`${base}/api/orders/${orderId}`, { headers: { cookie } });
    expect(order.status).toBe(200);
    expect(((await order.json()) as { order: { pricing: { orderTotal: number } } }).order.pricing.orderTotal).toBe(90);
  });

  it('keeps an order killed in flight once or not at all, and a retry with its key places it once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startProcess(port);
    const cookie = await signUp(base, 'Ravi', 'ravi@example.in', 'guava-juice-7');
    const order = (key: string) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 1 }], idempotencyKey: key }),
      });
    const count = async () => ((await (await fetch(`${base}/api/orders?page=1&limit=50`, { headers: { cookie } })).json()) as { orders: unknown[] }).orders.length;

    let placed = 0;
    for (const [i, delayMs] of [0, 1, 3, 6, 12].entries()) {
      const key = `kill-during-checkout-${i}-${Date.now()}`;
      const inFlight = order(key).then(
        (r) => r.status,
        () => 'cut',
      );
      await new Promise((r) => setTimeout(r, delayMs));
      const killed = new Promise((r) => server.on('exit', r));
      server.kill('SIGKILL');
      await killed;
      await inFlight;
      server = await startProcess(port);
      const afterKill = await count();
      expect(afterKill - placed, `killed after ${delayMs} ms`).toBeGreaterThanOrEqual(0);
      expect(afterKill - placed, `killed after ${delayMs} ms`).toBeLessThanOrEqual(1);
      const retry = await order(key);
      expect(retry.status, `retry after ${delayMs} ms`).toBeLessThan(300);
      placed += 1;
      expect(await count(), `after the retry of ${delayMs} ms`).toBe(placed);
    }
  }, 60_000);
});
