import { useActionData } from 'react-router';

import type { BrandFormKind, FieldProblems } from '../../shared/forms';

/** What the static page's action answered a corporate form with: its problems, or done. */
export interface BrandFormAnswer {
  form: BrandFormKind;
  values: Record<string, string>;
  problems?: FieldProblems;
  done?: true;
}

export interface CookieFormAnswer {
  form: 'cookies';
  saved: true;
}

export type BrandFormResult = BrandFormAnswer | CookieFormAnswer;

/** The action's answer to this form (a page holds one form; `form` says which). */
export function useBrandFormResult(kind: BrandFormKind): BrandFormAnswer | undefined {
  const result = useActionData<BrandFormResult | undefined>();
  return result && result.form === kind ? result : undefined;
}

export function useCookieFormResult(): CookieFormAnswer | undefined {
  const result = useActionData<BrandFormResult | undefined>();
  return result?.form === 'cookies' ? result : undefined;
}
