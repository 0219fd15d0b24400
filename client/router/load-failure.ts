// A loader or an action whose API call failed still renders its page: the
// page's own error state, with a status that says what happened (for a loader,
// a 401 means the session ended: sign in again and come back).
import type { Failure } from '../../shared/errors';
import { signInFirst } from './route-helpers';

export interface LoadFailure {
  failure: Failure;
}

/** The failure to show and the page's status; a 401 throws the way to sign in. */
export function loadFailed(request: Request, result: { status?: number; failure: Failure }): { failure: Failure; status: number } {
  if (result.status === 401) throw signInFirst(request);
  const status = result.failure.kind === 'timeout' ? 504 : result.status && result.status >= 500 ? result.status : 502;
  // A host's free-text message is not shown on a page that failed to load (and not sent to the page either).
  const failure: Failure = result.failure.kind === 'message' ? { kind: 'server' } : result.failure;
  return { failure, status };
}

/**
 * The failure an action shows beside its form, and its status: the API host's
 * own 4xx or 5xx, or 502 when no answer came (a timeout, a network failure).
 */
export function actionFailed(result: { status?: number; failure: Failure }): { failure: Failure; status: number } {
  return { failure: result.failure, status: result.status && result.status >= 400 ? result.status : 502 };
}

/**
 * A call the API host does not have: the original API answers 404 to what it
 * lacks (the order list, privacy settings, complaints; docs/backend.md), and
 * the page then says so in its own words instead of a failure to retry.
 */
export function notOffered(result: { status?: number; failure: Failure }, key: string): { failure: Failure; status: number } | null {
  return result.status === 404 && !(result.failure.kind === 'code') ? { failure: { kind: 'fallback', key }, status: 404 } : null;
}

/** ?page=N as a page number (1 when missing or not a sane number). */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
