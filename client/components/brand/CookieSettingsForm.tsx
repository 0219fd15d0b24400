// Cookie Settings: the visitor chooses the optional categories; the choice is
// kept in the cookie_consent cookie (1 year) and honoured by the language memory.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_COOKIE, encodeConsent, type Consent } from '../../../shared/consent';
import { useBoot } from '../../context/boot';

const OPTIONAL = ['preferences', 'analytics', 'marketing'] as const;

export function CookieSettingsForm() {
  const { t } = useTranslation();
  const boot = useBoot();
  const [consent, setConsent] = useState<Consent>(boot.consent);
  const [saved, setSaved] = useState(false);

  const save = (e: FormEvent) => {
    e.preventDefault();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${encodeConsent(consent)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    if (!consent.preferences) {
      // Forget the remembered language now, not only from here on.
      document.cookie = `i18next=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
      try {
        localStorage.removeItem('i18nextLng');
      } catch {
        // storage disabled: nothing stored there either
      }
    }
    setSaved(true);
  };

  return (
    <form className="brand-form cookie-settings" onSubmit={save} aria-labelledby="cookie-title">
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
              checked={consent[key]}
              onChange={(e) => {
                setSaved(false);
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
    </form>
  );
}
