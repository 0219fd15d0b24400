// A slow link in front of a test server: every HTML document arrives a little
// at a time (1.5 KB every 40 ms, uncompressed), as on a phone's connection, so
// the browser parses and may paint a page before all of it is in. Other
// answers pass through whole.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowLink {
  url: string;
  close(): Promise<void>;
}

const CHUNK_BYTES = 1500;
const PAUSE_MS = 40;

export async function slowLinkTo(target: string): Promise<SlowLink> {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding'];
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const out = { ...answer.headers };
        delete out['content-length'];
        res.writeHead(answer.statusCode ?? 502, out);
        if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) return void res.end(body);
        for (let i = 0; i < body.length && !res.destroyed; i += CHUNK_BYTES) {
          res.write(body.subarray(i, i + CHUNK_BYTES));
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
        res.end();
      })();
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
