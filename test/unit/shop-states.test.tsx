// States of the shop components that no catalogue URL reaches: a missing
// product, a product without sizes, no slides, the slideshow's error view.
import { describe, expect, it } from 'vitest';

import { ProductView } from '../../client/components/shop/ProductView';
import { Slideshow, SlideshowError } from '../../client/components/shop/Slideshow';
import { getProductByKey, type Product } from '../../shared/catalogue';
import { renderStatic } from '../helpers/render-static';

const text = (html: string) =>
  html
    // Inline spans (the title's unit price) join the text around them.
    .replace(/<\/?span[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('product view states', () => {
  it("says 'Product not found!' without a product", () => {
    expect(text(renderStatic(<ProductView product={undefined} sizeIndex={0} />))).toContain('Product not found!');
  });

  it("says 'Size data missing!' and titles the size and unit price 'N/A' without sizes", () => {
    const mango = getProductByKey('mango')!;
    const broken: Product = { ...mango, sizes: [] };
    const html = text(renderStatic(<ProductView product={broken} sizeIndex={0} />));
    expect(html).toContain('Size data missing!');
    expect(html).toContain('Sun-Kissed Mango Bliss : N/A (N/A)');
    expect(html).not.toContain('Add to Cart');
  });

  it('shows the unit price N/A when a size has no volume', () => {
    const mango = getProductByKey('mango')!;
    const odd: Product = { ...mango, sizes: [{ ...mango.sizes[0]!, value: 0 }] };
    expect(text(renderStatic(<ProductView product={odd} sizeIndex={0} />))).toContain('Sun-Kissed Mango Bliss : 250ml (N/A)');
  });

  it('renders a full product: title with unit price, sizes, MRP, OFF badge, vegetarian, tabs', () => {
    const html = text(renderStatic(<ProductView product={getProductByKey('mango')} sizeIndex={0} />));
    expect(html).toContain('Sun-Kissed Mango Bliss : 250ml (₹0.08 / ml)');
    expect(html).toContain('₹30.00');
    expect(html).toContain('₹20.00');
    expect(html).toContain('₹10 OFF');
    expect(html).toContain('Inclusive of all taxes');
    expect(html).toContain('Vegetarian');
    expect(html).toMatch(/Description.*Disclaimer.*More Info/);
    expect(html).not.toContain('Specifications');
  });

  it('gives strawberry its Specifications tab', () => {
    const html = text(renderStatic(<ProductView product={getProductByKey('strawberry')} sizeIndex={0} />));
    expect(html).toContain('Specifications');
    expect(html).toContain('6 months unopened');
    expect(html).toContain('Refrigerate after opening');
  });

  it('counts the savings of the quantity in the cart', () => {
    const html = text(renderStatic(<ProductView product={getProductByKey('mango')} sizeIndex={0} />, { cart: [{ id: '2-0', productId: 2, sizeIndex: 0, quantity: 3 }] }));
    expect(html).toContain('You save ₹30');
  });

  it('has no Vegetarian marker on water', () => {
    expect(text(renderStatic(<ProductView product={getProductByKey('water-bottle')} sizeIndex={0} />))).not.toContain('Vegetarian');
  });
});

describe('slideshow states', () => {
  it("says 'No slides available' without slides", () => {
    expect(text(renderStatic(<Slideshow slides={[]} />))).toContain('No slides available');
  });

  it('has the error view with Try Again', () => {
    const html = text(renderStatic(<SlideshowError onRetry={() => undefined} />));
    expect(html).toContain('Oops! Something went wrong.');
    expect(html).toContain("We're having trouble loading the slideshow.");
    expect(html).toContain('Try Again');
  });

  it('serves the first slide alone, eagerly (the browser fetches the next two once the app runs)', () => {
    const html = renderStatic(<Slideshow />);
    expect(html.match(/<img[^>]*slide__image/g)).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*slide__image[^>]*grapes-desktop\.svg[^>]*fetchPriority="high"/);
    expect(html).not.toContain('/images/slides/mango-desktop.svg');
  });
});
