// The loaders' and actions' calls to the API host over node:http with
// keep-alive connections, answered as a fetch Response: the part of fetch the
// API client uses (method, headers, a string or byte body, a signal; no
// redirects followed). Node's fetch does the same through web streams and
// spends about twice the CPU per call, which a signed-in page pays on every
// request (docs/decisions/033-personal-pages-from-a-shell.md).
import http from 'node:http';
import https from 'node:https';

const AGENT_OPTIONS = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64 };
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };
/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export interface HttpFetchInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | Uint8Array | null;
  signal?: AbortSignal | null;
}

const aborted = (signal: AbortSignal) => (signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError'));

/** A kept connection the host closed just as it was reused: a read is sent again on a new one. */
const staleConnection = (request: http.ClientRequest, error: unknown, method: string) =>
  request.reusedSocket && (method === 'GET' || method === 'HEAD') && (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';

export function httpFetch(url: URL, init: HttpFetchInit = {}, retried = false): Promise<Response> {
  const { method = 'GET', body, signal } = init;
  return new Promise<Response>((resolve, reject) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new TypeError(`cannot fetch ${url.protocol} URLs`));
      return;
    }
    if (signal?.aborted) {
      reject(aborted(signal));
      return;
    }
    const headers: Record<string, string> = {};
    (init.headers instanceof Headers ? init.headers : new Headers(init.headers)).forEach((value, name) => (headers[name] = value));
    if (body !== undefined && body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    const transport = url.protocol === 'https:' ? https : http;
    // Destroying a request that has no answer yet makes it emit an error of its own: only the first outcome counts.
    let settled = false;
    const request = transport.request(url, { method, headers, agent: agents[url.protocol] }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('close', () => {
        if (!response.complete) fail(new Error('the API host closed the connection mid-answer'));
      });
      response.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        const answer = new Headers();
        for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) answer.append(response.rawHeaders[i] ?? '', response.rawHeaders[i + 1] ?? '');
        const status = response.statusCode ?? 502;
        const content = NULL_BODY.has(status) || method === 'HEAD' ? null : Buffer.concat(chunks);
        try {
          const answered = new Response(content, { status, statusText: response.statusMessage ?? '', headers: answer });
          settled = true;
          resolve(answered);
        } catch (error) {
          fail(error);
        }
      });
    });
    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      request.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
    function onAbort() {
      if (signal) fail(aborted(signal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => {
      if (settled) return;
      if (!retried && staleConnection(request, error, method)) {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve(httpFetch(url, init, true));
      } else fail(error);
    });
    request.end(body ?? undefined);
  });
}
