// The component tree both sides render; only the router differs (StaticRouter
// on the server, BrowserRouter in the browser), passed in as `Router`.
import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from '../../shared/boot';
import { BootProvider } from '../context/boot';
import { SessionProvider } from '../context/session';
import { CartProvider } from '../context/cart';
import { Document } from './Document';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  boot: BootData;
  i18n: I18n;
  router: (children: ReactNode) => ReactNode;
}

export function App({ boot, i18n, router }: AppProps) {
  return (
    <StrictMode>
      <BootProvider value={boot}>
        <I18nextProvider i18n={i18n}>
          <SessionProvider initial={boot.session}>
            <CartProvider>
              {router(
                <Document>
                  <Layout>
                    <AppRoutes />
                  </Layout>
                </Document>,
              )}
            </CartProvider>
          </SessionProvider>
        </I18nextProvider>
      </BootProvider>
    </StrictMode>
  );
}
