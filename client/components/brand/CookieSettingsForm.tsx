// Cookie Settings: the visitor chooses the optional categories. The form posts
// to the page's action, which keeps the choice in the cookie_consent cookie
// (1 year); turning preferences off also forgets the remembered language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

import type { Consent } from '../../../shared/consent';
import { CsrfField } from '../../context/boot';
import { useCookieFormResult } from '../../hooks/useBrandFormResult';
import { useRootData } from '../../hooks/useRootData';

const OPTIONAL = ['preferences', 'analytics', 'marketing'] as const;

export function CookieSettingsForm() {
  const { t } = useTranslation();
  const { consent: stored, flash } = useRootData();
  const result = useCookieFormResult();
  const navigation = useNavigation();
  const [consent, setConsent] = useState<Consent>(stored);
  const [changed, setChanged] = useState(false);
  const saved = !changed && navigation.state === 'idle' && (result?.saved === true || flash === 'cookiesSaved');

  return (
    <Form method="post" className="brand-form cookie-settings" aria-labelledby="cookie-title" preventScrollReset onSubmit={() => setChanged(false)}>
      <CsrfField />
      <input type="hidden" name="form" value="cookies" />
      <h2 id="cookie-title">{t('forms.cookies.title')}</h2>
      <fieldset>
        <legend>{t('forms.cookies.necessary')}</legend>
        <label className="toggle">
          <input type="checkbox" checked disabled />
          {t('forms.cookies.necessaryText')}
        </label>
      </fieldset>
      {OPTIONAL.map((key) => (
        <fieldset key={key}>
          <legend>{t(`forms.cookies.${key}`)}</legend>
          <label className="toggle">
            <input
              type="checkbox"
              name={key}
              value="on"
              checked={consent[key]}
              onChange={(e) => {
                setChanged(true);
                setConsent((c) => ({ ...c, [key]: e.target.checked }));
              }}
            />
            {t(`forms.cookies.${key}Text`)}
          </label>
        </fieldset>
      ))}
      <button className="button" type="submit">
        {t('forms.cookies.save')}
      </button>
      <p role="status" className="form-status">
        {saved ? t('forms.cookies.saved') : ''}
      </p>
    </Form>
  );
}
