// Our Journey: title and five alternating text-and-image sections. The text is
// the loader's (its language's edition, else English), so it is in the first HTML.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { getJourney, JOURNEY_FILE, loadContent } from '../../shared/content';
import { JourneyArt } from '../components/brand/JourneyArt';
import { services } from '../router/app-context';
import { pageLanguage } from '../router/page-language';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = services(context);
  const lng = await pageLanguage(request, params, app);
  if (app.side === 'browser') await loadContent(lng, JOURNEY_FILE).catch(() => undefined);
  return getJourney(lng);
}

export default function JourneyRoute() {
  const { t, i18n } = useTranslation();
  const { sections, lng } = useLoaderData<typeof loader>();
  return (
    <article className="journey">
      <h1>{t('meta.our-journey.title')}</h1>
      {lng !== i18n.language ? <p className="sample-notice">{t('brand.englishOnly')}</p> : null}
      {sections.map((section, index) => (
        <section key={section.id} className={index % 2 ? 'journey__section journey__section--reverse' : 'journey__section'} aria-labelledby={`journey-${section.id}`} lang={lng}>
          <div className="journey__text">
            <h2 id={`journey-${section.id}`}>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <JourneyArt id={section.id} alt={section.image.alt} />
        </section>
      ))}
    </article>
  );
}
