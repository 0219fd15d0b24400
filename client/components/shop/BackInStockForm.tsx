// "Tell me when it is back": an address for one of the sizes that cannot be
// bought now, posted to the product page's action (client/routes/product.tsx).
// Without JavaScript the post answers with a redirect to the page saying it is
// noted (?notified=1); with it the page stays and says so. The address is kept
// for that one mail (docs/decisions/029-stock-and-seasons.md).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';

import type { Product } from '../../../shared/catalogue';
import { EMAIL_MAX_LENGTH } from '../../../shared/email';
import type { Failure } from '../../../shared/errors';
import { CsrfField } from '../../context/boot';
import { Field } from '../Field';

export interface BackInStockAnswer {
  notified?: boolean;
  email?: string;
  error?: 'email';
  failure?: Failure;
}

/**
 * What went wrong, in the two cases a shopper can act on, else that it could
 * not be saved: not the whole catalogue of API errors (failure-text.ts), whose
 * words would then ride along in every product page's dictionary.
 */
function failureMessage(t: TFunction, failure: Failure): string {
  if (failure.kind === 'code' && failure.code === 'stock_available') return t('apiErrors.stock_available');
  if (failure.kind === 'code' && failure.code === 'rate_limited') return t('apiErrors.rate_limited');
  return t('stock.notify.failed');
}

export function BackInStockForm({ product, sizes, chosen, notified }: { product: Product; sizes: readonly number[]; chosen: number; notified: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<BackInStockAnswer>();
  const busy = useNavigation().state === 'submitting';
  if (notified || answer?.notified) {
    return (
      <p className="back-in-stock back-in-stock--done" role="status">
        {t('stock.notify.done')}
      </p>
    );
  }
  return (
    <Form method="post" className="back-in-stock" noValidate>
      <h2 className="back-in-stock__title">{t('stock.notify.title')}</h2>
      <CsrfField />
      <input type="hidden" name="intent" value="back-in-stock" />
      {sizes.length > 1 ? (
        <Field id="back-in-stock-size" label={t('product.sizes')}>
          {(control) => (
            <select {...control} name="sizeIndex" defaultValue={sizes.includes(chosen) ? chosen : sizes[0]}>
              {sizes.map((i) => (
                <option key={i} value={i}>
                  {product.sizes[i]?.size}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="sizeIndex" value={sizes[0]} />
      )}
      <Field id="back-in-stock-email" label={t('forms.email')} hint={t('stock.notify.hint')} error={answer?.error ? t('forms.invalidEmail') : undefined} required>
        {(control) => <input {...control} type="email" name="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} defaultValue={answer?.email ?? ''} />}
      </Field>
      {answer?.failure && (
        <p className="form-error" role="alert">
          {failureMessage(t, answer.failure)}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t('stock.notify.submit')}
      </button>
    </Form>
  );
}
