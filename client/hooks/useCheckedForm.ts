// A form whose rules the page checks before it posts, answered by its route's
// action: values, errors beside their fields (the page's check, or the
// action's answer), the action's failure as text, and a submit handler that
// checks what the form holds (typed before hydration, too), stops a post that
// would fail and focuses the first field to fix. The rules load once the page
// is interactive; a post sent before is checked by the action, as without
// JavaScript. Field ids are `<idPrefix>-<name>`.
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useNavigation } from 'react-router';

import type { FormProblem } from '../../shared/account-forms';
import type { Failure } from '../../shared/errors';
import { failureText } from '../api/failure-text';
import { useLoaded } from './useLoaded';

type Values = Record<string, string>;
type Problems = Record<string, FormProblem>;

/** What such an action answers: the values posted, and their errors or the failure. */
export interface CheckedFormAnswer {
  values: Values;
  errors?: Problems;
  failure?: Failure;
}

export function useCheckedForm<R, P extends CheckedFormAnswer>(
  fields: readonly string[],
  initial: Values,
  loadRules: () => Promise<R>,
  idPrefix: string,
  check: (rules: R, values: Values) => Problems,
) {
  const { t } = useTranslation();
  const posted = useActionData<P>();
  const busy = useNavigation().state === 'submitting';
  const rules = useLoaded(loadRules);
  const [values, setValues] = useState<Values>({ ...initial, ...posted?.values });
  const [errors, setErrors] = useState<Problems>(posted?.errors ?? {});
  // A post's answer brings its errors.
  const [shownPost, setShownPost] = useState(posted);
  if (shownPost !== posted) {
    setShownPost(posted);
    setErrors(posted?.errors ?? {});
  }
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    // What the form holds (typed before the page was interactive, too), not only what the state saw.
    const data = new FormData(e.currentTarget);
    const typed = Object.fromEntries(
      fields.map((name) => {
        const value = data.get(name);
        return [name, typeof value === 'string' ? value : ''];
      }),
    );
    const found = rules ? check(rules, typed) : {};
    setErrors(found);
    if (busy || Object.keys(found).length) {
      e.preventDefault();
      const first = fields.find((f) => f in found);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    }
  };
  const control = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: e.target.value })),
  });
  const errorOf = (name: string) => {
    const problem = errors[name];
    return problem ? failureText(t, { kind: 'code', ...problem }) : undefined;
  };
  const problem = posted?.failure ? failureText(t, posted.failure) : null;
  return { posted, busy, submit, control, errorOf, problem };
}
