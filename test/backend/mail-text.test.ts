import { describe, expect, it } from 'vitest';

import { plainName } from '../../backend/mail/letter';

describe('a name as it appears in a mail', () => {
  it('is one short plain line with nothing that reads as a link', () => {
    const hostile = 'Asha\n\nYour account is suspended. Log in at https://evil.example/x';
    const shown = plainName(hostile);
    expect(shown).not.toMatch(/[\r\n]/);
    expect(shown).not.toContain('evil.example');
    expect(shown).not.toContain('https');
    // The limit is in code points, as plainName cuts; a grapheme count could only be smaller and pass more.
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- counting code points is the point here
    expect([...shown].length).toBeLessThanOrEqual(40);
    expect(plainName('visit www.evil.example now')).not.toContain('evil');
    expect(plainName('pay at evil.example/pay')).not.toContain('evil.example');
    expect(plainName('<b>Asha</b>')).not.toMatch(/[<>]/);
  });

  it('drops the marks that reverse text, so a name cannot make the greeting read otherwise', () => {
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(plainName(`Ravi${mark} www`)).not.toContain(mark);
    }
    expect(plainName('Ravi\u202E moc')).toBe('Ravi moc');
    // Right-to-left names keep their own direction: only the explicit overrides go.
    expect(plainName('رافي')).toBe('رافي');
  });

  it('keeps ordinary names in any script', () => {
    expect(plainName('Asha Patel')).toBe('Asha Patel');
    expect(plainName('आशा पटेल')).toBe('आशा पटेल');
    expect(plainName("D'Souza")).toBe('D Souza');
    expect(plainName('\n\n')).toBe('there');
  });
});
