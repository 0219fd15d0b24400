// The pieces that decide which part of a dictionary a page sends: the key
// patterns read from source, and the pick of a dictionary by those patterns.
import { describe, expect, it } from 'vitest';

import { pickKeys } from '../../server/page-dictionary';
import { keyPatterns } from '../../tools/i18n/key-usage';

const SECTIONS = new Set(['cart', 'products', 'meta', 'auth']);

describe('key patterns in source', () => {
  it('reads literal keys, templates with a key in the place of each placeholder, and keys kept in data', () => {
    const source = "t('cart.title'); t(`products.${p.key}.displayName`); const F = { x: 'auth.loggedIn' }; t(`cart.coupon.${x}`)";
    expect(keyPatterns(source, SECTIONS).sort()).toEqual(['auth.loggedIn', 'cart.coupon.*', 'cart.title', 'products.*.displayName']);
  });

  it('keeps the subtree before a template it cannot read to the end', () => {
    expect(keyPatterns("t(`products.${a ? 'x' : 'y'}.name`); t(`cart.line_${n}`)", SECTIONS).sort()).toEqual(['cart.*', 'products.*']);
  });

  it('ignores what is not a key of the dictionary, and the per-page meta', () => {
    expect(keyPatterns("import x from './a.ts'; t(`meta.${id}.title`); 'www.example.com'; 'shop.example'", SECTIONS)).toEqual([]);
  });
});

describe('picking a dictionary', () => {
  const dictionary = {
    cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', coupon: { apply: 'Apply', remove: 'Remove' } },
    products: { mango: { displayName: 'Mango' } },
    auth: { login: 'Login' },
  };

  it('keeps named keys with their plural forms, and whole subtrees', () => {
    expect(pickKeys(dictionary, ['cart.items', 'cart.coupon.*'])).toEqual({
      cart: { items_one: '{{count}} item', items_other: '{{count}} items', coupon: { apply: 'Apply', remove: 'Remove' } },
    });
    expect(pickKeys(dictionary, ['products.*', 'auth.login'])).toEqual({ products: dictionary.products, auth: dictionary.auth });
  });

  it('takes any key in the place of a `*` inside a pattern', () => {
    const catalogue = { products: { mango: { displayName: 'Mango', description: 'Thick' }, lychee: { displayName: 'Lychee', description: 'Floral' } } };
    expect(pickKeys(catalogue, ['products.*.displayName'])).toEqual({ products: { mango: { displayName: 'Mango' }, lychee: { displayName: 'Lychee' } } });
  });

  it('leaves out everything else', () => {
    expect(pickKeys(dictionary, ['cart.title'])).toEqual({ cart: { title: 'Cart' } });
    expect(pickKeys(dictionary, [])).toEqual({});
  });
});
