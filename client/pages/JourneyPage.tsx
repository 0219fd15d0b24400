// Our Journey: title and five alternating text-and-image sections (spec section 2).
import { useTranslation } from 'react-i18next';
import { getJourney } from '../../shared/content';
import { JourneyArt } from '../components/brand/JourneyArt';
import { useContentEdition } from './use-content-edition';

export default function JourneyPage() {
  const { t, i18n } = useTranslation();
  useContentEdition(i18n.language);
  const { sections, lng } = getJourney(i18n.language);
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
