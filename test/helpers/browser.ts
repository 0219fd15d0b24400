// Browser tests drive Debian's Chromium through playwright-core.
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { pino } from 'pino';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { type BackendOptions, type RunningBackend, startBackend } from '../../backend/index';
import type { AppDeps } from '../../server/app';
import { createApp } from '../../server/app';
import type { Config } from '../../server/config';
import { tempDir } from '../backend/helpers';
import { testConfig } from './config';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The user agent of an ordinary desktop Chrome. HeadlessChrome's own counts as
 * a crawler (isbot), which gets the all-ready render; shoppers get the streamed
 * one, so that is what the browser tests see (the crawler path has its own test).
 */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--user-agent=${BROWSER_USER_AGENT}`,
    ],
  });
}

export interface RunningServer {
  url: string;
  /**
   * Off: every connection is dropped as it opens, as when the network is gone.
   * Playwright's setOffline does not reliably reach a service worker's own
   * fetches (microsoft/playwright#2311), so offline tests switch this off too.
   */
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

/** The BFF on a random loopback port; PUBLIC_URL is its own address. */
export async function startServer(overrides: Partial<Config> = {}, deps: AppDeps = {}): Promise<RunningServer> {
  let server!: Server;
  let url = '';
  const app = await createApp(testConfig({ publicUrl: 'http://127.0.0.1', ...overrides }), deps);
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let reachable = true;
  server.prependListener('connection', (socket) => {
    if (!reachable) socket.destroy();
  });
  return {
    url,
    setReachable: (on) => {
      reachable = on;
      if (!on) server.closeAllConnections();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Collects console errors/warnings and page errors for a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Resolves once React has hydrated the document (the layout marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

export interface BrowserTestEnv {
  browser: Browser;
  server: RunningServer;
}

/** One Chromium and one BFF for a test file: started before its tests, closed after them. */
export function browserAndServer(): BrowserTestEnv {
  const env = {} as BrowserTestEnv;
  // The same object as teardown may find it: partly filled when beforeAll failed.
  const started: Partial<BrowserTestEnv> = env;
  beforeAll(async () => {
    [env.browser, env.server] = await Promise.all([launchBrowser(), startServer()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return env;
}

export interface BackedBrowserTestEnv extends BrowserTestEnv {
  backend: RunningBackend;
  /** The embedded backend's data folder (database and outbox), removed after the file. */
  dataDir: string;
}

/** Like browserAndServer, with the BFF proxying to an embedded backend of the file's own. */
/** `backendOptions` is read when the backend starts, after the file's earlier beforeAll hooks (a stand-in gateway, say). */
export function browserServerAndBackend(backendOptions: () => Partial<BackendOptions> = () => ({})): BackedBrowserTestEnv {
  const env = { dataDir: tempDir() } as BackedBrowserTestEnv;
  // The same object as teardown may find it: partly filled when beforeAll failed.
  const started: Partial<BackedBrowserTestEnv> = env;
  beforeAll(async () => {
    env.backend = await startBackend({ ...backendOptions(), dataDir: env.dataDir, logger: pino({ level: 'silent' }) });
    [env.browser, env.server] = await Promise.all([launchBrowser(), startServer({ apiUrl: env.backend.url })]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
    await started.backend?.close();
    rmSync(env.dataDir, { recursive: true, force: true });
  });
  return env;
}
