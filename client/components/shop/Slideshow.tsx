// The home slideshow: five flavour slides with desktop and mobile artwork,
// previous/next, dots, swipe and a pause button; 'No slides available' without
// slides and an error state with 'Try Again' when the artwork cannot load.
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { findPhoto } from '../../../shared/photos';
import { preloadIndexes, type Slide, SLIDE_SIZES, SLIDES, swipeStep } from '../../../shared/slideshow';
import { useBoot } from '../../context/boot';
import { useHydrated } from '../../hooks/useHydrated';
import { useSlideshow } from '../../hooks/useSlideshow';
import { ErrorBoundary } from '../ErrorBoundary';
import { ArrowIcon, PauseIcon, PlayIcon } from '../icons';
import { Link } from '../Link';
import { Picture } from '../Picture';

export function Slideshow({ slides = SLIDES }: { slides?: readonly Slide[] }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary key={attempt} fallback={() => <SlideshowError onRetry={() => setAttempt((n) => n + 1)} />}>
      <SlideshowView slides={slides} onRetry={() => setAttempt((n) => n + 1)} />
    </ErrorBoundary>
  );
}

export function SlideshowError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="slideshow slideshow--message" role="alert">
      <p className="slideshow__error-title">{t('slideshow.errorTitle')}</p>
      <p>{t('slideshow.errorText')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('slideshow.retry')}
      </button>
    </div>
  );
}

function SlideshowView({ slides, onRetry }: { slides: readonly Slide[]; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const show = useSlideshow(slides.length, !failed);
  const pointerStart = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const photos = useBoot().photos;
  const hydrated = useHydrated();
  useEffect(() => {
    // An image that failed before hydration fired no React event.
    const img = track.current?.querySelector<HTMLImageElement>('.slide--active img');
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (slides.length === 0) {
    return (
      <div className="slideshow slideshow--message">
        <p>{t('slideshow.empty')}</p>
      </div>
    );
  }
  if (failed) return <SlideshowError onRetry={onRetry} />;

  const rtl = i18n.dir(i18n.language) === 'rtl';
  // The next two slides' images are fetched once the app runs: the page as
  // served cannot turn a slide, and their bytes would compete with the first
  // slide's, the page's largest paint.
  const ahead = new Set(hydrated ? preloadIndexes(show.index, slides.length) : []);
  const onPointerDown = (e: PointerEvent) => {
    pointerStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (pointerStart.current === null) return;
    const step = swipeStep(pointerStart.current, e.clientX, rtl);
    pointerStart.current = null;
    if (step !== 0) show.step(step);
  };

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={t('slideshow.label')}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointerStart.current = null)}
    >
      <div className="slideshow__track" ref={track} aria-live={show.playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === show.index;
          const render = active || ahead.has(i);
          const name = t(slide.nameKey);
          const desktop = findPhoto(photos, slide.key, 'slide-desktop');
          const mobile = findPhoto(photos, slide.key, 'slide-mobile');
          return (
            <div
              key={slide.key}
              className={`slide${active ? ' slide--active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${t('slideshow.slideOf', { index: i + 1, total: slides.length })}: ${name}`}
              aria-hidden={!active}
              inert={!active}
              data-slide={slide.key}
            >
              {render && desktop && (
                <Picture
                  photo={desktop}
                  sizes="(max-width: 1232px) 100vw, 1200px"
                  width={SLIDE_SIZES.desktop.width}
                  height={SLIDE_SIZES.desktop.height}
                  art={mobile ? { photo: mobile, media: '(max-width: 767px)', sizes: '100vw', ...SLIDE_SIZES.mobile } : undefined}
                  className="slide__image"
                  alt=""
                  eager
                  priority={i === 0}
                  draggable={false}
                />
              )}
              {render && !desktop && (
                <picture>
                  <source media="(max-width: 767px)" srcSet={slide.mobile} width={SLIDE_SIZES.mobile.width} height={SLIDE_SIZES.mobile.height} />
                  <img
                    className="slide__image"
                    src={slide.desktop}
                    alt=""
                    width={SLIDE_SIZES.desktop.width}
                    height={SLIDE_SIZES.desktop.height}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                    onError={active ? () => setFailed(true) : undefined}
                  />
                </picture>
              )}
              <div className="slide__caption">
                <p className="slide__name">{name}</p>
                <Link className="button" to={slide.link} draggable={false}>
                  {t('slideshow.shop')}
                  <span className="visually-hidden">: {name}</span>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className="slideshow__controls">
        <button type="button" className="icon-button slideshow__arrow slideshow__arrow--prev" aria-label={t('slideshow.previous')} onClick={() => show.step(-1)}>
          <ArrowIcon />
        </button>
        <ul className="slideshow__dots">
          {slides.map((slide, i) => (
            <li key={slide.key}>
              <button
                type="button"
                className="slideshow__dot"
                aria-label={t('slideshow.goTo', { index: i + 1, name: t(slide.nameKey) })}
                aria-current={i === show.index ? 'true' : undefined}
                onClick={() => show.goTo(i)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="icon-button slideshow__arrow slideshow__arrow--next" aria-label={t('slideshow.next')} onClick={() => show.step(1)}>
          <ArrowIcon />
        </button>
        <button type="button" className="icon-button slideshow__pause" aria-label={show.playing ? t('slideshow.pause') : t('slideshow.play')} onClick={show.togglePlaying}>
          {show.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      </div>
    </section>
  );
}
