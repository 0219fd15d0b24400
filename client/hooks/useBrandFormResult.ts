import { useActionData, useSearchParams } from 'react-router';

import { ENQUIRY_REFERENCE } from '../../shared/enquiries';
import type { Failure } from '../../shared/errors';
import type { BrandFormKind, FieldProblems } from '../../shared/forms';

/** What the static page's action answered a corporate form with: its problems, the failure to send, or done. */
export interface BrandFormAnswer {
  form: BrandFormKind;
  values: Record<string, string>;
  problems?: FieldProblems;
  /** The message could not be sent (the values stay in the form). */
  failure?: Failure;
  done?: true;
  /** Done: the enquiry's reference. */
  reference?: string;
  /** Done, but the API host takes no enquiries: the page offers an email instead. */
  notSent?: true;
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

/**
 * The enquiry this page's form has sent: from the action's answer (with
 * JavaScript: the sender's name and address known), or from ?sent= after the
 * redirect that answers a post without JavaScript.
 */
export function useEnquirySent(result: BrandFormAnswer | undefined): { reference: string; name: string; email: string } | null {
  const [params] = useSearchParams();
  if (result?.done && result.reference) return { reference: result.reference, name: (result.values.name ?? '').trim(), email: (result.values.email ?? '').trim() };
  const fromUrl = (params.get('sent') ?? '').toUpperCase();
  return ENQUIRY_REFERENCE.test(fromUrl) ? { reference: fromUrl, name: '', email: '' } : null;
}

export function useCookieFormResult(): CookieFormAnswer | undefined {
  const result = useActionData<BrandFormResult | undefined>();
  return result?.form === 'cookies' ? result : undefined;
}
