// The error catalogue: one mapping from a failure to what
// the user reads. Keys are i18n keys (errors.*); English is the source text.

export type FailureKind = 'timeout' | 'offline' | 'noResponse' | 'server' | 'unexpected';

export const ERROR_MESSAGES: Record<FailureKind, string> = {
  timeout: 'Request timed out. Server may be down.',
  offline: 'You are offline. Please check your internet connection.',
  noResponse: 'Unable to connect to server. Please try again later.',
  server: 'Server error. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
};

export const errorKey = (kind: FailureKind): string => `errors.${kind}`;

/** The BFF's own answers when the API host cannot be used (kept true through the proxy). */
export const PROXY_FAILURES = {
  unreachable: { status: 502, body: { success: false, message: ERROR_MESSAGES.noResponse } },
  timeout: { status: 504, body: { success: false, message: ERROR_MESSAGES.timeout } },
} as const;

/** What a failed call turns into before translation. */
export type Failure =
  | { kind: FailureKind }
  /** A coded error (shared/api-errors.ts): translated when the code is known, else its message. */
  | { kind: 'code'; code: string; params?: Record<string, string | number>; message?: string }
  /** The server's own message, shown as it is. */
  | { kind: 'message'; message: string }
  /** The per-call fallback key (errors.signUpFailed, ...). */
  | { kind: 'fallback'; key: string };

export interface FailureInput {
  /** The request was aborted by our timeout. */
  timedOut?: boolean;
  /** navigator.onLine === false at the time of the call. */
  offline?: boolean;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The body's message, when it had one. */
  message?: unknown;
  /** The body's error code and its placeholders, when it had them. */
  code?: unknown;
  params?: unknown;
  /** The call failed at the network level. */
  networkError?: boolean;
}

/**
 * Maps a failure to its catalogue entry. Order matters: our own timeout, then
 * offline, then no response at all, then the BFF's 502/504, then an error
 * code, then the server's message, then a 5xx without one, then the call's
 * fallback.
 */
export function describeFailure(input: FailureInput, fallbackKey?: string): Failure {
  if (input.timedOut) return { kind: 'timeout' };
  if (input.offline) return { kind: 'offline' };
  if (input.networkError || input.status === undefined) return { kind: 'noResponse' };
  if (input.status === 504) return { kind: 'timeout' };
  if (input.status === 502) return { kind: 'noResponse' };
  if (typeof input.code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(input.code)) {
    const message = typeof input.message === 'string' && input.message.trim() !== '' ? input.message : undefined;
    return { kind: 'code', code: input.code, ...(isParams(input.params) ? { params: input.params } : {}), ...(message ? { message } : {}) };
  }
  if (typeof input.message === 'string' && input.message.trim() !== '') {
    return { kind: 'message', message: input.message };
  }
  if (input.status >= 500) return { kind: 'server' };
  return fallbackKey ? { kind: 'fallback', key: fallbackKey } : { kind: 'unexpected' };
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}
