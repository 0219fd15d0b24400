// The <picture> of an operator's photo: AVIF first where the build kept it,
// WebP alone where it did not, and the preload in the format the browser will pick.
import { describe, expect, it } from 'vitest';

import { Picture } from '../../client/components/Picture';
import type { PhotoEntry } from '../../shared/photos';
import { renderStatic } from '../helpers/render-static';

const entry: PhotoEntry = { w: 640, h: 960, v: '0123456789', widths: [320, 640], bg: 'linear-gradient(#000,#111,#222)' };
const picture = (e: PhotoEntry) => renderStatic(<Picture photo={{ key: 'mango.bottle', entry: e }} sizes="320px" width={320} height={480} alt="" priority />);

describe('picture', () => {
  it('offers AVIF, then the WebP of the <img>, and preloads the AVIF', () => {
    const html = picture(entry);
    expect(html).toContain('<source type="image/avif" srcSet="/photos/mango.bottle-0123456789-320.avif 320w, /photos/mango.bottle-0123456789-640.avif 640w"');
    expect(html).toMatch(/<img[^>]*srcSet="\/photos\/mango\.bottle-0123456789-320\.webp 320w, [^"]*640\.webp 640w"/);
    expect(html).toMatch(/<link rel="preload"[^>]*type="image\/avif"/);
  });

  it('offers WebP alone for a photo the build kept only as WebP, and preloads that', () => {
    const html = picture({ ...entry, webpOnly: true });
    expect(html).not.toContain('avif');
    expect(html).toMatch(/<img[^>]*srcSet="\/photos\/mango\.bottle-0123456789-320\.webp 320w/);
    expect(html).toMatch(/<link rel="preload"[^>]*type="image\/webp"[^>]*imageSrcSet="\/photos\/mango\.bottle-0123456789-320\.webp 320w/);
  });
});
