// The API client's transport on the server (server/render/http-fetch.ts)
// answers as fetch does for what the client asks: headers both ways, every
// Set-Cookie, a posted body, answers without a body, a redirect left to the
// caller, an abort, a host that is not there — and the API client's timeout.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiRequest } from '../../client/api/request';
import { httpFetch } from '../../server/render/http-fetch';

let server: http.Server;
let base: string;
const seen: { method?: string; cookie?: string; body?: string; length?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method, cookie: req.headers.cookie, body: Buffer.concat(chunks).toString(), length: req.headers['content-length'] });
      if (req.url === '/json') {
        res.setHeader('Set-Cookie', ['token=new; HttpOnly', 'signup=; Max-Age=0']);
        res.setHeader('Content-Type', 'application/json');
        return void res.end(JSON.stringify({ success: true, name: 'Asha ✓' }));
      }
      if (req.url === '/empty') return void res.writeHead(204).end();
      if (req.url === '/moved') return void res.writeHead(302, { Location: '/elsewhere' }).end();
      if (req.url === '/slow') return void setTimeout(() => res.end('{"success":true}'), 2_000).unref();
      res.writeHead(404).end('{"success":false,"message":"Not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('httpFetch', () => {
  it('sends the headers and hands back the body, the status and every Set-Cookie', async () => {
    const res = await httpFetch(new URL('/json', base), { headers: { cookie: 'token=abc', accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['token=new; HttpOnly', 'signup=; Max-Age=0']);
    expect(await res.json()).toEqual({ success: true, name: 'Asha ✓' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', cookie: 'token=abc', body: '' });
  });

  it('posts a body with its length in bytes', async () => {
    const body = JSON.stringify({ name: 'आशा' });
    const res = await httpFetch(new URL('/json', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body, length: String(Buffer.byteLength(body)) });
  });

  it('answers a 204 without a body, leaves a redirect to the caller, and passes a 404 on', async () => {
    const empty = await httpFetch(new URL('/empty', base));
    expect([empty.status, await empty.text()]).toEqual([204, '']);
    const moved = await httpFetch(new URL('/moved', base));
    expect([moved.status, moved.headers.get('location')]).toEqual([302, '/elsewhere']);
    const missing = await httpFetch(new URL('/nothing', base));
    expect([missing.status, missing.ok]).toEqual([404, false]);
  });

  it('rejects when aborted, when already aborted, and when no one listens', async () => {
    const controller = new AbortController();
    const pending = httpFetch(new URL('/slow', base), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(httpFetch(new URL('/json', base), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await expect(httpFetch(new URL(`http://127.0.0.1:${port}/`))).rejects.toThrow();
  });

  it('sends a read again on a new connection when a kept one was reset, but not a write', async () => {
    // A host that answers the first request of each connection and resets the connection at the second.
    const answer = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 16\r\nConnection: keep-alive\r\n\r\n{"success":true}';
    let connections = 0;
    let resets = 0;
    const flaky = net.createServer((socket) => {
      connections++;
      let requests = 0;
      socket.on('data', () => {
        requests++;
        if (requests === 1) socket.write(answer);
        else {
          resets++;
          socket.resetAndDestroy();
        }
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(flaky.address() as AddressInfo).port}/`);
    try {
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      expect(await (await httpFetch(url)).json()).toEqual({ success: true });
      // The first connection back in the pool before the next request reuses it.
      await settle();
      expect(await (await httpFetch(url)).json()).toEqual({ success: true });
      // Sent on the kept connection, reset there, and answered on a second one.
      expect([resets, connections]).toEqual([1, 2]);
      await settle();
      await expect(httpFetch(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ECONNRESET' });
    } finally {
      flaky.close();
    }
  });

  it('gives the API client its timeout and its failures', async () => {
    const fetchImpl = ((input: string | URL, init?: RequestInit) =>
      httpFetch(new URL(input, base), { method: init?.method, headers: init?.headers, body: init?.body as string | undefined, signal: init?.signal })) as typeof fetch;
    const slow = await apiRequest('/slow', { fetchImpl, timeoutMs: 50, isOnline: () => true });
    expect(slow).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    const ok = await apiRequest<{ success: boolean; name: string }>('/json', { fetchImpl, isOnline: () => true });
    expect(ok).toMatchObject({ ok: true, status: 200, data: { name: 'Asha ✓' } });
    const missing = await apiRequest('/nothing', { fetchImpl, isOnline: () => true });
    expect(missing).toMatchObject({ ok: false, status: 404, failure: { kind: 'message', message: 'Not found' } });
  });
});
