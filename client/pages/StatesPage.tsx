// Language settings (/states): a card per language, the active one marked
// 'Currently Selected'; choosing a card switches the whole interface.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/languages';
import { switchLanguage } from '../i18n/switch-language';

export default function StatesPage() {
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
      <LanguageGroup id="lang-popular" title={t('settings.popular')} languages={popular} />
      <LanguageGroup id="lang-all" title={t('settings.all')} languages={LANGUAGES} />
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
  const [params, setParams] = useSearchParams();
  const active = i18n.language === language.code;
  const choose = async () => {
    if (!(await switchLanguage(i18n, language.code))) return;
    // A ?lng left in the address would win over the new choice on reload.
    if (params.has('lng')) {
      const next = new URLSearchParams(params);
      next.delete('lng');
      setParams(next, { replace: true });
    }
  };
  return (
    <button
      type="button"
      className={active ? 'language-card language-card--active' : 'language-card'}
      aria-pressed={active}
      lang={language.code}
      onClick={() => void choose()}
    >
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
