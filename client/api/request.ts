// One small client over fetch for the API (client/api/client.ts gives it its
// transport). Every call has a timeout; every failure becomes an entry of the
// error catalogue (shared/errors.ts) that the caller shows.
import { describeFailure, type Failure } from '../../shared/errors';

export const TIMEOUTS = {
  /** is-auth and user data. */
  session: 8_000,
  /** login and register. */
  auth: 15_000,
  /** everything else. */
  standard: 10_000,
} as const;

export interface ApiBody {
  success?: boolean;
  message?: string;
  [key: string]: unknown;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status?: number; failure: Failure; data?: ApiBody };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  /** i18n key shown when the server fails without a message ('errors.loginFailed'). */
  fallbackKey?: string;
  /** Tests inject their own fetch. */
  fetchImpl?: typeof fetch;
  isOnline?: () => boolean;
}

/** One API call: the path, the options, the typed result. */
export type Call = <T extends ApiBody = ApiBody>(path: string, options?: Omit<RequestOptions, 'fetchImpl' | 'isOnline'>) => Promise<ApiResult<T>>;

/** Offline only when a browser says so: Node has a navigator without onLine (undefined), which the DOM types do not know. */
const onlineNow = () => {
  const nav: { onLine?: boolean } | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  return nav?.onLine !== false;
};

export async function apiRequest<T extends ApiBody = ApiBody>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, timeoutMs = TIMEOUTS.standard, fallbackKey, fetchImpl = fetch, isOnline = onlineNow } = options;
  if (!isOnline()) return { ok: false, failure: describeFailure({ offline: true }) };
  // Only the timer aborts the call: an aborted signal means it timed out (read after awaits, when it may have fired).
  const controller = new AbortController();
  const timedOut = () => controller.signal.aborted;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    return { ok: false, failure: describeFailure({ timedOut: timedOut(), offline: !isOnline(), networkError: true }) };
  }
  let data: ApiBody | undefined;
  try {
    const text = await response.text();
    data = text ? (JSON.parse(text) as ApiBody) : undefined;
  } catch {
    data = undefined;
  } finally {
    clearTimeout(timer);
  }
  if (timedOut()) return { ok: false, status: response.status, failure: describeFailure({ timedOut: true }) };
  if (response.ok && data && data.success !== false) return { ok: true, status: response.status, data: data as T };
  const failure = describeFailure({ status: response.status, message: data?.message, code: data?.code, params: data?.params }, fallbackKey);
  return { ok: false, status: response.status, failure, data };
}
