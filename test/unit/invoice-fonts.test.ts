// Which font each part of a buyer's own words prints in on an invoice.
import { describe, expect, it } from 'vitest';

import { isPrintable, runsOf } from '../../backend/documents/invoice-fonts';

describe('a buyer’s words on the invoice', () => {
  it('keep each script in its font, with spaces, punctuation and a leading house number in the run they belong to', () => {
    expect(runsOf('Asha Patel')).toEqual([{ font: 'latn', text: 'Asha Patel', rtl: false }]);
    expect(runsOf('12 एम जी रोड')).toEqual([{ font: 'deva', text: '12 एम जी रोड', rtl: false }]);
    expect(runsOf('திருச்சி, Gujarat 360001')).toEqual([
      { font: 'taml', text: 'திருச்சி, ', rtl: false },
      { font: 'latn', text: 'Gujarat 360001', rtl: false },
    ]);
    expect(runsOf('ਹਰਪ੍ਰੀਤ ਕੌਰ').map((r) => r.font)).toEqual(['guru']);
    expect(runsOf('ಬೆಂಗಳೂರು').map((r) => r.font)).toEqual(['knda']);
  });

  it('read a line with right-to-left script from the right, its digits left to right', () => {
    // Drawn left to right: the Latin part first, then the Urdu run (its glyphs put in visual order by shaping).
    expect(runsOf('محمد علی, Lahore 12')).toEqual([
      { font: 'latn', text: 'Lahore 12', rtl: false },
      { font: 'arab', text: 'محمد علی, ', rtl: true },
    ]);
    expect(runsOf('مکان 12').map((r) => r.font)).toEqual(['latn', 'arab']);
  });

  it('print every script of India’s languages, Cyrillic and Hebrew, but not Chinese, Japanese or Korean', () => {
    for (const name of ['आशा', 'অসমীয়া', 'ଓଡ଼ିଆ', 'ગુજરાતી', 'తెలుగు', 'മലയാളം', 'سنڌي', 'کٲشُر', 'Ольга', 'דנה', 'สมชาย', 'Łukasz Żółć', 'ZWJ\u200D', 'किरण। शर्मा']) {
      expect(isPrintable(name), name).toBe(true);
    }
    for (const name of ['王芳', 'さくら', '김민준']) expect(isPrintable(name), name).toBe(false);
  });
});
