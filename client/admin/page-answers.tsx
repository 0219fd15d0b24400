// What the back office's actions answer and its pages show after: a move that
// worked sends the page to itself with ?done=<what>, which the page states
// (post, redirect, result, with or without JavaScript); one that did not comes
// back with the failure, shown above the forms.
import { useTranslation } from 'react-i18next';
import { data, redirect, useActionData, useSearchParams } from 'react-router';

import type { Failure } from '../../shared/errors';
import type { ApiResult } from '../api/request';
import { AdminFailure } from './AdminFailure';

export function doneHere(request: Request, done: string): Response {
  const url = new URL(request.url);
  url.searchParams.set('done', done);
  return redirect(`${url.pathname}${url.search}`, 303);
}

export function failedHere(result: Extract<ApiResult<unknown>, { ok: false }>) {
  return data<{ failure: Failure }>({ failure: result.failure }, { status: result.status ?? 502 });
}

/** The page's ?done= message (one of `known`) and the last post's failure. */
export function PageAnswer({ known }: { known: readonly string[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const answer = useActionData<{ failure?: Failure } | undefined>();
  const done = known.find((k) => k === params.get('done'));
  return (
    <>
      {done && !answer?.failure ? (
        <p className="flash-notice flash-notice--success" role="status">
          {t(`admin.done.${done}`)}
        </p>
      ) : null}
      <AdminFailure failure={answer?.failure} />
    </>
  );
}
