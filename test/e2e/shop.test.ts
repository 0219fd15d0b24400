// The shop in a real browser against the embedded backend: slideshow timing
// under a fake clock, product page cart control and thumbnails, cart math with
// and without the coupon, empty states, the checkout redirect and validation,
// and a placed order showing its id.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserServerAndBackend, hydrated, startServer, watchConsole } from '../helpers/browser';

const env = browserServerAndBackend();

async function open(path: string, { cart, width = 1280 }: { cart?: string; width?: number } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  if (cart) await context.addCookies([{ name: 'cart', value: cart, url: env.server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${env.server.url}${path}`);
  await hydrated(page);
  return { page, problems };
}

/** A fake clock that moves only when the test says so. */
async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:00Z'));
}

const activeSlide = (page: Page) => page.locator('.slide--active').getAttribute('data-slide');
const headerCount = (page: Page) => page.locator('.cart-button__count').evaluate((el) => el.firstChild?.textContent?.trim());

/** Types the shopper's contact and delivery details into the checkout form, field by field as a shopper would. */
async function fillContactAndDelivery(page: Page): Promise<void> {
  for (const [label, value] of [
    [/First name/, 'Asha'],
    [/Last name/, 'Patel'],
    [/^Email/, 'asha@example.in'],
    [/^Phone/, '9876543210'],
    [/^Address/, '1 Road'],
    [/^City/, 'Rajkot'],
    [/^State/, 'Gujarat'],
    [/PIN/, '360001'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
}

describe('home slideshow', () => {
  it('advances every 3 s, locks 600 ms after a change and resumes 5 s after a manual action', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await pausedClock(page);
    await page.goto(env.server.url);
    await hydrated(page);
    expect(await activeSlide(page)).toBe('grapes');
    // The page as served has the first slide alone; once the app runs, the next two are fetched ahead.
    const loaded = (selector: string) =>
      page.locator(selector).evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(() => loaded('[data-slide="mango"] img, [data-slide="pineapple"] img')).toBe(2);
    expect(await page.locator('[data-slide="strawberry"] img').count()).toBe(0);
    await page.clock.runFor(2900);
    expect(await activeSlide(page)).toBe('grapes');
    await page.clock.runFor(200);
    expect(await activeSlide(page)).toBe('mango');
    await page.clock.runFor(3000);
    expect(await activeSlide(page)).toBe('pineapple');

    // Manual next, then an immediate second click is refused by the lock.
    await page.clock.runFor(1000);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('strawberry');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('strawberry');
    await page.clock.runFor(700);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe('pineapple');

    // Auto-advance waits 5 s after the manual action, then 3 s again.
    await page.clock.runFor(4800);
    expect(await activeSlide(page)).toBe('pineapple');
    await page.clock.runFor(300);
    expect(await activeSlide(page)).toBe('strawberry');
    await page.clock.runFor(3000);
    expect(await activeSlide(page)).toBe('pomegranate');

    // Dots jump; the pause button stops auto-advance.
    await page.clock.runFor(700);
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    expect(await activeSlide(page)).toBe('mango');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe('mango');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(3100);
    expect(await activeSlide(page)).toBe('pineapple');
    await context.close();
  });

  it('changes slide on a horizontal swipe longer than 30 px only', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await pausedClock(page);
    await page.goto(env.server.url);
    await hydrated(page);
    const box = (await page.locator('.slideshow__track').boundingBox())!;
    const y = box.y + box.height / 3;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(700, 680);
    expect(await activeSlide(page)).toBe('grapes');
    await swipe(700, 640);
    expect(await activeSlide(page)).toBe('mango');
    await page.clock.runFor(700);
    await swipe(640, 700);
    expect(await activeSlide(page)).toBe('grapes');
    await context.close();
  });

  it('shows the error state when the artwork cannot load, and Try Again recovers', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let block = true;
    await page.route('**/images/slides/**', (route) => (block ? route.abort() : route.continue()));
    await page.goto(env.server.url);
    await hydrated(page);
    await expect.poll(() => page.getByText('Oops! Something went wrong.').count()).toBe(1);
    await expect.poll(() => page.getByText("We're having trouble loading the slideshow.").count()).toBe(1);
    block = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.locator('.slide--active img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('product page', () => {
  it('adds, changes and removes the quantity, and the header follows', async () => {
    const { page, problems } = await open('/mango');
    expect(await headerCount(page)).toBe('0');
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    const qty = page.getByRole('spinbutton', { name: /Quantity/ });
    await expect.poll(() => qty.inputValue()).toBe('1');
    expect(await headerCount(page)).toBe('1');
    await page.getByRole('button', { name: /Increase quantity/ }).click();
    await expect.poll(() => qty.inputValue()).toBe('2');
    expect(await headerCount(page)).toBe('2');
    await expect.poll(() => page.locator('.cart-button__total').textContent()).toBe('₹40.00');
    expect(await page.locator('.product-page__savings').textContent()).toBe('You save ₹20');

    // An invalid typed entry becomes 1.
    await qty.fill('');
    await qty.press('Enter');
    await expect.poll(() => qty.inputValue()).toBe('1');
    await qty.fill('7');
    await qty.press('Enter');
    await expect.poll(() => headerCount(page)).toBe('7');
    // Above the per-line limit: refused with the limit named, the line unchanged.
    await qty.fill('601');
    await expect.poll(() => page.locator('.quantity__limit').textContent()).toBe('You can order up to 600 of one item at a time. For a larger order, please contact us.');
    await qty.press('Enter');
    await expect.poll(() => qty.inputValue()).toBe('7');
    await expect.poll(() => page.locator('.Toastify__toast').first().textContent()).toContain('You can order up to 600');
    expect(await headerCount(page)).toBe('7');
    await expect.poll(() => page.locator('.quantity__limit').count()).toBe(1);

    // The other size is a separate line; the title follows the size.
    await page.getByRole('link', { name: '150ml' }).click();
    await page.waitForURL('**/mango?size=1');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sun-Kissed Mango Bliss : 150ml (₹0.07 / ml)');
    expect(await page.locator('.price__off').textContent()).toBe('₹5 OFF');
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await expect.poll(() => headerCount(page)).toBe('8');

    // 0 removes and 'Add to Cart' returns.
    await page.getByRole('button', { name: /Decrease quantity/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /Add to Cart/ }).count()).toBe(1);
    expect(await headerCount(page)).toBe('7');
    // The cart survives a reload (cookie).
    await page.reload();
    await hydrated(page);
    expect(await headerCount(page)).toBe('7');
    expect(problems).toEqual([]);
  });

  it('swaps the main image from the thumbnails and scrolls them', async () => {
    const { page } = await open('/grapes');
    const main = page.locator('.gallery__image');
    expect(await main.getAttribute('src')).toBe('/images/products/grapes.svg');
    await page.getByRole('button', { name: 'Show image: Label' }).click();
    await expect.poll(() => main.getAttribute('src')).toBe('/images/products/grapes-label.svg');
    await page.getByRole('button', { name: 'Show image: Close-up' }).click();
    await expect.poll(() => main.getAttribute('src')).toBe('/images/products/grapes-small.svg');
    // Thumbnails are shown whole or not at all (the column snaps), before and after scrolling.
    const cutThumbnails = () =>
      page.locator('.gallery__list').evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.children].filter((li) => {
          const r = li.getBoundingClientRect();
          const shown = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
          return shown > 1 && shown < r.height - 1;
        }).length;
      });
    expect(await cutThumbnails()).toBe(0);
    await page.getByRole('button', { name: 'Scroll thumbnails down' }).click();
    await expect.poll(() => page.locator('.gallery__list').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect.poll(cutThumbnails).toBe(0);
  });

  it('switches tabs with the keyboard', async () => {
    const { page } = await open('/strawberry');
    await page.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Specifications' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').textContent()).toContain('6 months unopened');
  });

  it('shows a grey placeholder for an image that fails', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.route('**/images/products/lychee.svg', (route) => route.abort());
    await page.goto(`${env.server.url}/lychee`);
    await hydrated(page);
    await expect.poll(() => page.locator('.gallery__main .image-placeholder').count()).toBe(1);
    await context.close();
  });
});

describe('cart store and cart page', () => {
  it('adds from the store with the chosen size and opens the cart from the bar', async () => {
    const { page } = await open('/cart');
    const cobra = page.locator('.product-card', { hasText: 'Cobra' });
    await cobra.getByRole('combobox').selectOption('1');
    await cobra.getByRole('button', { name: /Add to Cart/ }).click();
    await cobra.getByRole('button', { name: /Increase quantity/ }).click();
    await expect.poll(() => page.locator('.cart-bar__text').textContent()).toBe('2 items · ₹260.00');
    await page.getByRole('link', { name: 'Energy Drinks' }).click();
    await page.waitForURL('**/cart?category=subEnergyDrink');
    await expect.poll(() => page.locator('.product-card').count()).toBe(1);
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/shopping-cart');
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
  });

  it('computes totals with and without the coupon, and minus at 1 removes', async () => {
    // Cobra 500 ml (₹130) × 38 = ₹4940 (shipping ₹50) + mango ₹20 × 3 = ₹5000: free shipping exactly at the boundary.
    const { page, problems } = await open('/shopping-cart', { cart: '24-1:38.2-0:2' });
    const value = (id: string) => page.getByTestId(id).textContent();
    expect(await value('summary-subtotal')).toBe('₹4,980.00');
    expect(await value('summary-shipping')).toBe('₹50.00');
    expect(await value('summary-total')).toBe('₹5,030.00');
    await page
      .locator('.cart-line', { hasText: 'Mango' })
      .getByRole('button', { name: /Increase quantity/ })
      .click();
    await expect.poll(() => value('summary-subtotal')).toBe('₹5,000.00');
    expect(await value('summary-shipping')).toBe('Free');
    expect(await value('summary-total')).toBe('₹5,000.00');

    const coupon = page.getByLabel('Coupon code');
    await coupon.fill('toomoreoffer');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid Coupon Code');
    await coupon.fill('TOOMOREOFFER');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.coupon__result').textContent()).toBe('Coupon applied successfully! 30% discount added.');
    expect(await value('summary-discount')).toBe('−₹1,500.00');
    expect(await value('summary-total')).toBe('₹3,500.00');
    expect(await value('summary-tax')).toBe('₹0.00');

    // Minus at 1 removes the line.
    const mango = page.locator('.cart-line', { hasText: 'Mango' });
    const qty = mango.getByRole('spinbutton');
    await qty.fill('1');
    await qty.press('Enter');
    await expect.poll(() => qty.inputValue()).toBe('1');
    await mango.getByRole('button', { name: /Decrease quantity/ }).click();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);

    // A typed 0 or text is refused on the cart page.
    const cobraQty = page.locator('.cart-line').getByRole('spinbutton');
    await cobraQty.fill('0');
    await cobraQty.press('Enter');
    await expect.poll(() => cobraQty.inputValue()).toBe('38');

    await page.getByRole('button', { name: /Remove Cobra/ }).click();
    await expect.poll(() => page.getByText('Your cart is empty').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('clears the cart', async () => {
    const { page } = await open('/shopping-cart', { cart: '1-0:1.3-1:2' });
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect.poll(() => page.getByText('Your cart is empty').count()).toBe(1);
    expect(await headerCount(page)).toBe('0');
  });
});

describe('checkout', () => {
  it('sends an empty cart back to the cart page', async () => {
    const { page } = await open('/checkout');
    expect(new URL(page.url()).pathname).toBe('/shopping-cart');
    // Also on a client-side navigation after the cart empties.
    const second = await open('/checkout', { cart: '2-0:1' });
    expect(new URL(second.page.url()).pathname).toBe('/checkout');
  });

  it('shows a message next to each invalid field and focuses the first', async () => {
    const { page } = await open('/checkout', { cart: '2-0:1' });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Please correct 8 fields.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-firstName');
    const error = (name: string) => page.locator(`#checkout-${name}-error`).textContent();
    expect(await error('firstName')).toBe('This field is required');
    expect(await page.getByLabel(/First name/).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Phone/).fill('12345');
    await page.getByLabel(/PIN/).fill('12345');
    expect(await error('email')).toBe('Enter a valid email address');
    expect(await error('phone')).toBe('Enter a valid phone number');
    expect(await error('postalCode')).toBe('Enter a valid postal code');
  });

  it('places one order with the embedded backend and shows its id; the cart is cleared', async () => {
    const { page, problems } = await open('/checkout', { cart: '2-0:2.24-0:1' });
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/orders')) posts++;
    });
    await page.getByLabel(/First name/).fill('Asha');
    await page.getByLabel(/Last name/).fill('Patel');
    await page.getByLabel(/^Email/).fill('asha@example.in');
    await page.getByLabel(/^Phone/).fill('98765 43210');
    await page.getByLabel(/^Address/).fill('12 MG Road');
    await page.getByLabel(/^City/).fill('Rajkot');
    await page.getByLabel(/^State/).fill('Gujarat');
    await page.getByLabel(/PIN/).fill('360001');
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    const orderId = await page.getByTestId('order-id').textContent();
    expect(orderId).toMatch(/^TM-\d{8}-[A-Z0-9]{8}$/);
    expect(await page.getByText(/^Delivery by [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ to 360001$/).count()).toBe(1);
    expect(await page.getByText('We have sent a confirmation to asha@example.in with a link to this order.').count()).toBe(1);
    // What was bought, with its total.
    expect(await page.locator('.confirmation .order-items tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('.confirmation [data-testid="order-detail-total"]').textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(await headerCount(page)).toBe('0');
    expect(posts).toBe(1);
    // A reload keeps the confirmation (the order number is in the URL).
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('order-id').textContent()).toBe(orderId);
    // A guest opens the order through its keyed link, with no account.
    await page.getByRole('link', { name: 'View Order' }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}\\?key=`));
    expect(await page.getByTestId('order-detail-id').textContent()).toBe(orderId);
    expect(problems).toEqual([]);
  });

  it('keeps an applied coupon across a reload, a new tab and the server-rendered checkout, and sends it with the order', async () => {
    // 2 × mango 250 ml = ₹40 + ₹50 shipping = ₹90; with TOOMOREOFFER (−₹12) ₹78.
    const { page, problems } = await open('/shopping-cart', { cart: '2-0:2' });
    const total = (p: Page) => p.getByTestId('summary-total').textContent();
    expect(await total(page)).toBe('₹90.00');
    await page.getByLabel('Coupon code').fill('TOOMOREOFFER');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => total(page)).toBe('₹78.00');
    await page.reload();
    await hydrated(page);
    expect(await total(page)).toBe('₹78.00');

    // A new tab straight on /checkout: the server-rendered HTML already has the discount.
    const tab = await page.context().newPage();
    const html = await (await tab.goto(`${env.server.url}/checkout`))!.text();
    expect(html).toMatch(/data-testid="summary-total">(<!-- -->)?₹78\.00</);
    await hydrated(tab);
    expect(await total(tab)).toBe('₹78.00');

    let sent: unknown;
    tab.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/orders')) sent = r.postDataJSON();
    });
    await tab.getByLabel(/First name/).fill('Asha');
    await tab.getByLabel(/Last name/).fill('Patel');
    await tab.getByLabel(/^Email/).fill('asha@example.in');
    await tab.getByLabel(/^Phone/).fill('98765 43210');
    await tab.getByLabel(/^Address/).fill('12 MG Road');
    await tab.getByLabel(/^City/).fill('Rajkot');
    await tab.getByLabel(/^State/).fill('Gujarat');
    await tab.getByLabel(/PIN/).fill('360001');
    await tab.getByRole('button', { name: 'Place Order' }).click();
    await tab.waitForURL(/\/confirmation\?order=TM-/);
    // The backend checks the code again when it prices the order (test/backend/orders.test.ts).
    expect(sent).toMatchObject({ couponCode: 'TOOMOREOFFER', items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] });
    expect((await page.context().cookies()).find((c) => c.name === 'coupon')).toBeUndefined();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("says 'Ordering is temporarily unavailable' and sends nothing when ordering is disabled", async () => {
    const off = await startServer({ apiUrl: env.backend.url, ordering: false });
    const context = await env.browser.newContext();
    await context.addCookies([{ name: 'cart', value: '2-0:1', url: off.url }]);
    const page = await context.newPage();
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/orders')) posts++;
    });
    await page.goto(`${off.url}/checkout`);
    await hydrated(page);
    await fillContactAndDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => page.locator('.checkout__form > .form-error').textContent()).toBe('Ordering is temporarily unavailable');
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Ordering is temporarily unavailable');
    expect(posts).toBe(0);
    await context.close();
    await off.close();
  });
});
