// Renders a component to HTML with the app's providers (language, boot data,
// session, cart, router), for tests of states that no URL reaches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { BootData } from '../../shared/boot';
import type { CartLine } from '../../shared/cart';
import { BootProvider } from '../../client/context/boot';
import { CartProvider } from '../../client/context/cart';
import { SessionProvider } from '../../client/context/session';
import { createI18n } from '../../client/i18n/create';

const english = JSON.parse(readFileSync(path.resolve('locales/en/translation.json'), 'utf8')) as Record<string, unknown>;

export function renderStatic(node: ReactNode, { cart = [] as CartLine[], lng = 'en' } = {}): string {
  const boot: BootData = {
    lng,
    resources: english,
    publicUrl: 'https://shop.example',
    ordering: true,
    session: { status: 'anonymous' },
    stylesheets: [],
    cart,
    consent: { preferences: true, analytics: false, marketing: false },
    nonce: 'test',
  };
  return renderToString(
    <BootProvider value={boot}>
      <I18nextProvider i18n={createI18n(lng, english)}>
        <SessionProvider initial={boot.session}>
          <CartProvider>
            <MemoryRouter>{node}</MemoryRouter>
          </CartProvider>
        </SessionProvider>
      </I18nextProvider>
    </BootProvider>,
  );
}
