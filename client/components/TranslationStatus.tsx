import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { languageLoading } from '../i18n/switch-language';

/** 'Loading translations...' while another language's dictionary downloads. */
export function TranslationStatus() {
  const { t } = useTranslation();
  const loading = useSyncExternalStore(languageLoading.subscribe, languageLoading.get, () => false);
  if (!loading) return null;
  return (
    <p className="translation-status" role="status">
      {t('i18n.loading')}
    </p>
  );
}
