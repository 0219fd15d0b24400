// startBackend: the embedded API host on its own loopback port, so the BFF's
// proxy path is the same as with an external API_URL.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type BackendOptions, createBackendApp } from './app';

export type { BackendOptions } from './app';
export { createBackendApp } from './app';

export interface RunningBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startBackend(options: BackendOptions & { host?: string; port?: number }): Promise<RunningBackend> {
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
    close: () =>
      new Promise((resolve) => {
        server.close(() => void backend.close().then(resolve, resolve));
        server.closeIdleConnections();
      }),
  };
}
