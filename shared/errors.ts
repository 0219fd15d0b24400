// The error catalogue of spec section 8: one mapping from a failure to what
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
  /** The call failed at the network level. */
  networkError?: boolean;
}

/**
 * Maps a failure to its catalogue entry. Order matters: our own timeout, then
 * offline, then no response at all, then the BFF's 502/504, then the server's
 * message, then a 5xx without one, then the call's fallback.
 */
export function describeFailure(input: FailureInput, fallbackKey?: string): Failure {
  if (input.timedOut) return { kind: 'timeout' };
  if (input.offline) return { kind: 'offline' };
  if (input.networkError || input.status === undefined) return { kind: 'noResponse' };
  if (input.status === 504) return { kind: 'timeout' };
  if (input.status === 502) return { kind: 'noResponse' };
  if (typeof input.message === 'string' && input.message.trim() !== '') {
    return { kind: 'message', message: input.message };
  }
  if (input.status >= 500) return { kind: 'server' };
  return fallbackKey ? { kind: 'fallback', key: fallbackKey } : { kind: 'unexpected' };
}
