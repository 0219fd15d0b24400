// Language settings (/states): a card per language, the active one marked
// 'Currently Selected'. Each card is a button of one form: choosing posts the
// language, which is remembered (cookie, if the visitor allows preference
// cookies) and shown at its own URL, /<lng>/states — without a reload when
// JavaScript runs (the dictionary loads first, 'Loading translations...').
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, redirect } from 'react-router';

import { withLanguagePrefix } from '../../shared/language-path';
import { isSupportedLanguage, type Language, LANGUAGES } from '../../shared/languages';
import { pathTo } from '../../shared/routes';
import { CsrfField } from '../context/boot';
import { applyLanguage, rememberLanguage } from '../i18n/switch-language';
import { services } from '../router/app-context';
import { field, readForm } from '../router/route-helpers';

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const lng = field(await readForm(request), 'lng', 10);
  if (!isSupportedLanguage(lng)) return data({ ok: false }, { status: 400 });
  if (app.side === 'browser' && !(await applyLanguage(app.i18n, lng))) return data({ ok: false }, { status: 503 });
  rememberLanguage(app.cookies, lng, app.side === 'browser');
  return redirect(withLanguagePrefix(pathTo('states'), lng), 303);
}

export default function StatesRoute() {
  const { t } = useTranslation();
  const popular = LANGUAGES.filter((l) => l.popular);
  return (
    <div className="language-settings">
      <h1>{t('settings.title')}</h1>
      <section aria-labelledby="lang-about">
        <h2 id="lang-about">{t('settings.about')}</h2>
        <p>{t('settings.savedNote')}</p>
        <p>{t('settings.autoDetectNote')}</p>
      </section>
      <h2 className="language-settings__choose">{t('settings.choose')}</h2>
      <Form method="post" preventScrollReset>
        <CsrfField />
        <LanguageGroup id="lang-popular" title={t('settings.popular')} languages={popular} />
        <LanguageGroup id="lang-all" title={t('settings.all')} languages={LANGUAGES} />
      </Form>
    </div>
  );
}

function LanguageGroup({ id, title, languages }: { id: string; title: string; languages: readonly Language[] }) {
  return (
    <section aria-labelledby={id} className="language-group">
      <h3 id={id}>{title}</h3>
      <ul className="language-grid">
        {languages.map((l) => (
          <li key={l.code}>
            <LanguageCard language={l} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LanguageCard({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const active = i18n.language === language.code;
  return (
    <button type="submit" name="lng" value={language.code} className={active ? 'language-card language-card--active' : 'language-card'} aria-pressed={active} lang={language.code}>
      <span className="language-card__flag" aria-hidden="true">
        {language.flag}
      </span>
      <span className="language-card__name" lang={i18n.language}>
        {t(`language.${language.code}`)}
      </span>
      <span className="language-card__native">{language.nativeName}</span>
      <span className="language-card__description" lang={i18n.language}>
        {t('settings.cardDescription', { language: language.nativeName })}
      </span>
      {active ? (
        <span className="language-card__current" lang={i18n.language}>
          {t('settings.current')}
        </span>
      ) : null}
    </button>
  );
}
