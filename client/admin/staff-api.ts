// How the back office's loaders and actions call the staff API: no staff
// session sends the page to sign in (coming back afterwards); a shopper's
// session or a role without the right is a 403 page; other failures come
// back to the page, which says what went wrong.
import { data, redirect } from 'react-router';

import type { Failure } from '../../shared/errors';
import type { ApiBody, ApiResult, RequestOptions } from '../api/request';
import type { AppServices } from '../router/app-context';
import { hereOf } from '../router/route-helpers';

export function toSignIn(request: Request): Response {
  return redirect(`/admin/login?redirect=${encodeURIComponent(hereOf(request))}`);
}

export async function staffCall<T extends ApiBody>(
  app: AppServices,
  request: Request,
  path: string,
  options: Omit<RequestOptions, 'fetchImpl' | 'isOnline'> = {},
): Promise<ApiResult<T>> {
  const result = await app.api.call<T>(path, options);
  if (!result.ok && result.status === 401) throw toSignIn(request);
  if (!result.ok && result.status === 403 && result.failure.kind === 'code' && (result.failure.code === 'staff_only' || result.failure.code === 'not_permitted')) {
    throw data({ code: result.failure.code }, { status: 403 });
  }
  return result;
}

/** A failure a page shows in place of its data. */
export interface FailedLoad {
  failure: Failure;
}
