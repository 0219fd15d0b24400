// The state of a corporate form whose rules the page checks before it posts
// (Feedback, Join Our Team): values, the problems found, and a submit handler
// that stops the post and moves focus to the first field to fix. The rules
// (zod) load once the page is interactive; a post sent before they arrive is
// checked by the route's action instead, as without JavaScript.
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BrandFormKind } from '../../shared/forms';
import { useBrandFormResult } from './useBrandFormResult';
import { useLoaded } from './useLoaded';

const loadRules = () => import('../../shared/brand-form-schemas');

export function useCheckedBrandForm<V extends Record<string, string>>(kind: BrandFormKind, initial: V, file?: { name: string; size?: number } | null) {
  const { t } = useTranslation();
  const result = useBrandFormResult(kind);
  const [values, setValues] = useState<V>({ ...initial, ...result?.values });
  const [problems, setProblems] = useState(result?.problems ?? {});
  const rules = useLoaded(loadRules);
  const set = (k: keyof V) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const error = (k: string) => {
    const key = problems[k];
    return key ? t(key) : undefined;
  };
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    if (!rules) return;
    const found = rules.brandFormProblems(kind, values, file);
    setProblems(found);
    const [first] = Object.keys(found);
    if (first === undefined) return;
    e.preventDefault();
    const control = e.currentTarget.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };
  return { result, values, set, error, submit };
}
