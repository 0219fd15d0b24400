// The component tree both sides render around the router: StaticRouterProvider
// on the server, RouterProvider in the browser, passed in as children.
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { BootData } from '../../shared/boot';
import { BootProvider } from '../context/boot';
import { Document } from './Document';

export interface AppProps {
  boot: BootData;
  i18n: I18n;
  children: ReactNode;
}

export function App({ boot, i18n, children }: AppProps) {
  return (
    <StrictMode>
      <BootProvider value={boot}>
        <I18nextProvider i18n={i18n}>
          <Document>{children}</Document>
        </I18nextProvider>
      </BootProvider>
    </StrictMode>
  );
}
