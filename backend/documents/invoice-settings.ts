// Who signs the shop's GST invoices and credit notes, and with what
// (docs/decisions/027-gst-invoice-rules.md). The authorised signatory is named
// on every invoice. With a signing certificate (a PKCS#12 file and its
// passphrase) each PDF is digitally signed; without one it says it is
// computer-generated. A certificate that cannot be opened, has no private key
// or has expired stops the process at start, not at the first download.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { type Env, setting } from '../../shared/config-values';

export interface InvoiceSigning {
  /** The PKCS#12 (.p12 / .pfx) file's bytes. */
  certificate: Buffer;
  passphrase: string;
  /** Whose certificate it is (its subject's common name), for the log at start. */
  subject: string;
}

export interface InvoiceSettings {
  signatoryName: string;
  signatoryDesignation: string;
  /** null: the invoice is computer-generated and unsigned. */
  signing: InvoiceSigning | null;
}

/** SAMPLE values, like the company's: replace them before going live. */
export const SAMPLE_SIGNATORY = { name: 'Arjun Mehta', designation: 'Director' } as const;

export function invoiceSettings(env: Env, problems: string[]): InvoiceSettings {
  const signatoryName = setting(env, 'INVOICE_SIGNATORY_NAME') ?? SAMPLE_SIGNATORY.name;
  const signatoryDesignation = setting(env, 'INVOICE_SIGNATORY_DESIGNATION') ?? SAMPLE_SIGNATORY.designation;
  for (const [name, value] of [
    ['INVOICE_SIGNATORY_NAME', signatoryName],
    ['INVOICE_SIGNATORY_DESIGNATION', signatoryDesignation],
  ] as const) {
    // The PDF's font draws Latin-1: a name it cannot draw would print as nothing.
    if (value.length > 100 || !/^[\x20-\x7E\u00A0-\u00FF]+$/.test(value)) problems.push(`${name} must be at most 100 Latin characters, as the invoice prints it`);
  }
  return { signatoryName, signatoryDesignation, signing: signingSettings(env, problems) };
}

function signingSettings(env: Env, problems: string[]): InvoiceSigning | null {
  const file = setting(env, 'INVOICE_SIGNING_CERTIFICATE');
  const passphrase = env.INVOICE_SIGNING_PASSPHRASE ?? '';
  if (!file) {
    if (passphrase) problems.push('INVOICE_SIGNING_PASSPHRASE is set without INVOICE_SIGNING_CERTIFICATE (the PKCS#12 file to sign invoices with)');
    return null;
  }
  let certificate: Buffer;
  try {
    certificate = readFileSync(file);
  } catch {
    problems.push(`INVOICE_SIGNING_CERTIFICATE: cannot read ${file}`);
    return null;
  }
  const opened = openCertificate(certificate, passphrase);
  if ('problem' in opened) {
    problems.push(`INVOICE_SIGNING_CERTIFICATE ${file}: ${opened.problem}`);
    return null;
  }
  return { certificate, passphrase, subject: opened.subject };
}

/** Opens a PKCS#12 file as the signer will: its certificate's subject, or what is wrong with it. */
export function openCertificate(certificate: Buffer, passphrase: string, now = new Date()): { subject: string } | { problem: string } {
  // node-forge loads only when a certificate is configured.
  const forge = createRequire(import.meta.url)('node-forge') as typeof import('node-forge');
  let p12: import('node-forge').pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(certificate.toString('binary'))), passphrase);
  } catch {
    return { problem: 'cannot be opened: not a PKCS#12 file, or INVOICE_SIGNING_PASSPHRASE is wrong' };
  }
  const bags = (type: string | undefined) => (type ? (p12.getBags({ bagType: type })[type] ?? []) : []);
  const certs = bags(forge.pki.oids.certBag);
  const keys = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)];
  const cert = certs.find((bag) => bag.cert)?.cert;
  if (!cert) return { problem: 'holds no certificate' };
  if (!keys.some((bag) => bag.key)) return { problem: 'holds no private key' };
  if (cert.validity.notAfter < now) return { problem: `its certificate expired on ${cert.validity.notAfter.toISOString().slice(0, 10)}` };
  if (cert.validity.notBefore > now) return { problem: `its certificate is not valid before ${cert.validity.notBefore.toISOString().slice(0, 10)}` };
  const commonName = cert.subject.getField('CN') as { value?: string } | null;
  return { subject: commonName?.value ?? 'unnamed' };
}
