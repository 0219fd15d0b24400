// The rest of a language's dictionary, added after the page has hydrated:
// silently when nothing on screen lacked a key, with a re-render of what is on
// screen when a page showed a key it had not been sent.
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../client/i18n/create';
import { completeDictionary } from '../../client/i18n/switch-language';

vi.mock('../../client/i18n/load-dictionary', () => ({
  loadDictionary: () => Promise.resolve({ cart: { title: 'Cart', empty: 'Your cart is empty' } }),
}));

describe('completing the dictionary', () => {
  it('adds the rest without re-rendering when every key shown was there', async () => {
    const i18n = createI18n('en', { cart: { title: 'Cart' } });
    const added = vi.fn();
    i18n.store.on('added', added);
    expect(i18n.t('cart.title')).toBe('Cart');
    await completeDictionary(i18n, 'en');
    expect(i18n.t('cart.empty')).toBe('Your cart is empty');
    expect(added).not.toHaveBeenCalled();
  });

  it('re-renders what is on screen when a key was shown before it arrived', async () => {
    const i18n = createI18n('hi', { cart: { title: 'Cart' } });
    const added = vi.fn();
    i18n.store.on('added', added);
    expect(i18n.t('cart.empty')).toBe('cart.empty');
    await completeDictionary(i18n, 'hi');
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('cart.empty')).toBe('Your cart is empty');
  });
});
