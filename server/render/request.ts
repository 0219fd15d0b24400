// An Express request as the Fetch Request React Router's static handler takes:
// the URL under PUBLIC_URL (never the Host header), the method, the form body
// of a post, and a signal that aborts when the shopper goes away.
import type { Request as ExpressRequest, Response } from 'express';

export function toFetchRequest(req: ExpressRequest, res: Response, publicUrl: string, body?: Buffer): Request {
  const controller = new AbortController();
  // Only a shopper who went away aborts: an answer sent in full also ends in 'close'.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(`${publicUrl}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
  });
}

/** The body of a form post, at most `limit` bytes (null when it is larger). */
export async function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
