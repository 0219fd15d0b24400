// The whole HTML document, rendered by React on the server and hydrated as is
// in the browser (hydrateRoot(document, ...)). Per-page tags come from each
// route's <Meta>, which React hoists into <head>.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { directionOf } from '../../shared/languages';
import { THEME_COLOR } from '../../shared/site';
import { FOOTER_ID } from '../components/Footer';
import { useBoot } from '../context/boot';
import { Shared } from '../render-pass';

export function Document({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { stylesheets, brandFaceStylesheet, area } = useBoot();
  const lng = i18n.language;
  return (
    <html lang={lng} dir={directionOf(lng)}>
      <head>
        {/* The same for every shopper (React still hoists a page's own tags in here). */}
        <Shared>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={THEME_COLOR} />
          {/* No paint before the parser has reached the footer: a page painted half-parsed moved as the rest of it arrived (the header's actions grew, the navigation dropped). */}
          {area === 'admin' ? null : <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />}
          {stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          {/* The headings in the heading face: with JavaScript the page's loader sets them once the font is in; without it, this does. */}
          {brandFaceStylesheet && (
            <noscript>
              <link rel="stylesheet" href={brandFaceStylesheet} />
            </noscript>
          )}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
        </Shared>
      </head>
      <body>{children}</body>
    </html>
  );
}
