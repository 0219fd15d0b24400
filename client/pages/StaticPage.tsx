// Every corporate page (and Our Story): one component, fed by shared/content.
import { useTranslation } from 'react-i18next';
import { getPageContent } from '../../shared/content';
import { ContentBlock } from '../components/brand/ContentBlock';
import NotFoundPage from './NotFoundPage';
import type { PageProps } from './registry';
import { useContentEdition } from './use-content-edition';

export default function StaticPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  useContentEdition(i18n.language);
  const content = getPageContent(route.param ?? route.id, i18n.language);
  if (!content) return <NotFoundPage />;
  const { page, lng } = content;
  const english = lng !== i18n.language;
  return (
    <article className="static-page" lang={lng}>
      <header className="static-page__header">
        <h1>{page.heading}</h1>
        <p className="static-page__intro">{page.intro}</p>
        {page.sampleNotice ? (
          <p className="sample-notice" lang={i18n.language}>
            {t('brand.sampleNotice')}
          </p>
        ) : null}
        {english ? (
          <p className="sample-notice" lang={i18n.language}>
            {t('brand.englishOnly')}
          </p>
        ) : null}
      </header>
      {page.blocks.map((block, i) => (
        <div key={i} lang={block.kind === 'form' ? i18n.language : undefined}>
          <ContentBlock block={block} />
        </div>
      ))}
    </article>
  );
}
