// Digitally signs a finished invoice PDF with the operator's PKCS#12
// certificate (@signpdf: a signature placeholder appended as an incremental
// update, then a detached PKCS#7 signature over every byte but the
// signature's own). Loaded on the first signed download only.
import type { InvoiceSigning } from './invoice-settings';

export async function signPdf(pdf: Buffer, signing: InvoiceSigning, about: { reason: string; name: string }): Promise<Buffer> {
  const [{ plainAddPlaceholder }, { P12Signer }, { default: signer }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
  ]);
  const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, reason: about.reason, name: about.name, contactInfo: '', location: 'India', appName: 'Too More shop' });
  return await signer.sign(withPlaceholder, new P12Signer(signing.certificate, { passphrase: signing.passphrase }));
}
