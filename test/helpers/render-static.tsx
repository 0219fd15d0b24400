// Renders a component to HTML with the app's providers (language, boot data)
// inside a router whose root loader data is the given session and cart, for
// tests of states that no URL reaches.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { BootProvider } from '../../client/context/boot';
import { createI18n } from '../../client/i18n/create';
import type { RootData } from '../../client/router/root-data';
import type { BootData, SessionState } from '../../shared/boot';
import type { CartLine } from '../../shared/cart';
import { SAMPLE_COMPANY } from '../../shared/company';

const english = JSON.parse(readFileSync(path.resolve('locales/en/translation.json'), 'utf8')) as Record<string, unknown>;

interface RenderOptions {
  cart?: CartLine[];
  lng?: string;
  session?: SessionState;
}

export function renderStatic(node: ReactNode, { cart = [], lng = 'en', session = { status: 'anonymous' } }: RenderOptions = {}): string {
  const boot: BootData = {
    lng,
    resources: english,
    publicUrl: 'https://shop.example',
    ordering: true,
    stylesheets: [],
    nonce: 'test',
    headerLanguage: 'en',
    company: SAMPLE_COMPANY,
  };
  const root: RootData = { session, cart, coupon: null, consent: { preferences: true, analytics: false, marketing: false }, flash: null, unread: null };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => root, Component: () => <>{node}</> }], {
    hydrationData: { loaderData: { root } },
  });
  return renderToString(
    <BootProvider value={boot}>
      <I18nextProvider i18n={createI18n(lng, english)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </BootProvider>,
  );
}
