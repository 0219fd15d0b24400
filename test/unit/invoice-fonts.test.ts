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

  it('print every script of the shop’s languages, and nothing it has no font for', () => {
    for (const name of [
      'आशा',
      'অসমীয়া',
      'ଓଡ଼ିଆ',
      'ગુજરાતી',
      'తెలుగు',
      'മലയാളം',
      'سنڌي',
      'کٲشُر',
      'Ольга',
      'דנה',
      'สมชาย',
      'Łukasz Żółć',
      'ZWJ\u200D',
      'किरण। शर्मा',
      '王芳',
      'さくら',
      '김민준',
      '北京路１２号',
    ]) {
      expect(isPrintable(name), name).toBe(true);
    }
    for (const name of ['ნინო', 'Աննա', 'ᐃᓄᒃᑎᑐᑦ']) expect(isPrintable(name), name).toBe(false);
  });

  it('take each Chinese, Japanese or Korean character from the file that has it, in the design its words want', () => {
    const fonts = (text: string) => runsOf(text).map((r) => r.font.replace(/-\d+$/, ''));
    expect(fonts('王芳')).toEqual(['cjk-sc', 'cjk-sc']);
    // Kana beside a Han character: the Japanese design for both.
    expect(new Set(fonts('山田さくら'))).toEqual(new Set(['cjk-jp']));
    expect(new Set(fonts('김민준'))).toEqual(new Set(['cjk-kr']));
    // Spaces and digits beside them print in Noto Sans: a range file has no glyph for them.
    // (Which range file each character is in is the package's business: runs of one family are joined here.)
    const families = runsOf('北京路 12 号').reduce<[string, string][]>((joined, run) => {
      const family = run.font.replace(/-\d+$/, '');
      const last = joined.at(-1);
      if (last?.[0] === family) last[1] += run.text;
      else joined.push([family, run.text]);
      return joined;
    }, []);
    expect(families).toEqual([
      ['cjk-sc', '北京路'],
      ['latn', ' 12 '],
      ['cjk-sc', '号'],
    ]);
  });
});
