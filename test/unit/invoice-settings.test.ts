// The invoice signatory and signing certificate are read at start: a
// certificate that cannot sign stops the process there, with the reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { invoiceSettings, SAMPLE_SIGNATORY } from '../../backend/documents/invoice-settings';
import { throwawayCertificate } from '../helpers/certificate';

const dir = mkdtempSync(path.join(tmpdir(), 'invoice-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string): string {
  const at = path.join(dir, name);
  writeFileSync(at, bytes);
  return at;
}

function read(env: Record<string, string>) {
  const problems: string[] = [];
  return { settings: invoiceSettings(env, problems), problems };
}

describe('invoice signing settings', () => {
  it('name the sample signatory and sign nothing by default', () => {
    expect(read({})).toEqual({ settings: { signatoryName: SAMPLE_SIGNATORY.name, signatoryDesignation: SAMPLE_SIGNATORY.designation, signing: null }, problems: [] });
  });

  it('open a valid certificate with its passphrase', () => {
    const cert = throwawayCertificate({ commonName: 'Asha Mehta' });
    const { settings, problems } = read({
      INVOICE_SIGNING_CERTIFICATE: file('good.p12', cert.p12),
      INVOICE_SIGNING_PASSPHRASE: cert.passphrase,
      INVOICE_SIGNATORY_NAME: 'Asha Mehta',
    });
    expect(problems).toEqual([]);
    expect(settings.signing?.subject).toBe('Asha Mehta');
    expect(settings.signatoryName).toBe('Asha Mehta');
  });

  it('stop the start on a wrong passphrase, an expired certificate, a missing file or a passphrase alone', () => {
    const cert = throwawayCertificate();
    expect(read({ INVOICE_SIGNING_CERTIFICATE: file('wrong.p12', cert.p12), INVOICE_SIGNING_PASSPHRASE: 'nope' }).problems[0]).toMatch(/cannot be opened/);
    const expired = throwawayCertificate({ startsInDays: -60, validDays: 30 });
    expect(read({ INVOICE_SIGNING_CERTIFICATE: file('old.p12', expired.p12), INVOICE_SIGNING_PASSPHRASE: expired.passphrase }).problems[0]).toMatch(/expired on \d{4}-\d{2}-\d{2}/);
    expect(read({ INVOICE_SIGNING_CERTIFICATE: file('junk.p12', 'not a certificate'), INVOICE_SIGNING_PASSPHRASE: 'x' }).problems[0]).toMatch(/cannot be opened/);
    expect(read({ INVOICE_SIGNING_CERTIFICATE: path.join(dir, 'absent.p12') }).problems[0]).toMatch(/cannot read/);
    expect(read({ INVOICE_SIGNING_PASSPHRASE: 'secret' }).problems[0]).toMatch(/without INVOICE_SIGNING_CERTIFICATE/);
  });

  it('refuse a signatory the invoice’s font cannot print', () => {
    expect(read({ INVOICE_SIGNATORY_NAME: 'आशा मेहता' }).problems).toEqual(['INVOICE_SIGNATORY_NAME must be at most 100 Latin characters, as the invoice prints it']);
  });
});
