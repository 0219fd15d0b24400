import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ToastHost } from '../components/ToastHost';
import { TranslationStatus } from '../components/TranslationStatus';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    // A marker for tests and monitoring: the document is interactive from here.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <TranslationStatus />
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}
