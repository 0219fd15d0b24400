// startBackend: the embedded backend on a port of its own (a loopback one by
// default), so the shop's server reaches it as it would any API_URL.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type BackendOptions, createBackendApp } from './app';

export type { BackendOptions } from './app';
export { createBackendApp } from './app';

export interface RunningBackend {
  url: string;
  port: number;
  /** Resolves once the work requests left to run after their answers is done (a reset code's mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const backend = await createBackendApp(options);
  const { app } = backend;
  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.on('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    settled: () => backend.settled(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => void backend.close().then(resolve, resolve));
        server.closeIdleConnections();
      }),
  };
}
