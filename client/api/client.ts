// The API as one object, over any fetch: the browser's (same-origin /api, the
// BFF proxies it with the cookies) or the server's (straight to the API host
// with the shopper's cookies, server/render/api-fetch.ts). Route loaders and
// actions receive it through the router context, so the same code runs on both.
import { accountCalls } from './accounts';
import { notificationCalls } from './notifications';
import { apiRequest, type RequestOptions } from './request';

export interface ApiTransport {
  fetchImpl?: typeof fetch;
  isOnline?: () => boolean;
}

export function createApi(transport: ApiTransport = {}) {
  const call: Parameters<typeof accountCalls>[0] = (path, options = {}) => apiRequest(path, { ...transport, ...options } satisfies RequestOptions);
  // `call` itself, for the calls only a few pages make (./orders.ts, ./payments.ts, ./grievances.ts), which load with those pages.
  return { call, ...accountCalls(call), ...notificationCalls(call) };
}

export type Api = ReturnType<typeof createApi>;
