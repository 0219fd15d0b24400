// Checks a PDF's digital signature the way a PDF reader does, without one:
// the signed byte ranges cover the whole file but the signature itself, their
// SHA-256 is the digest the signature's attributes carry, and those attributes
// are signed by the embedded certificate's key.
import { createHash, verify } from 'node:crypto';

import forge from 'node-forge';

const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';

export interface PdfSignature {
  /** The signer's certificate's common name. */
  signer: string;
  /** The digest of the signed bytes matches, and the signature over it verifies. */
  valid: boolean;
  /** The signed ranges leave out nothing but the signature. */
  coversWholeFile: boolean;
  reason: string | null;
}

export function readPdfSignature(pdf: Buffer): PdfSignature | null {
  const text = pdf.toString('latin1');
  const range = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!range) return null;
  const [a, b, c, d] = range.slice(1, 5).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = text.slice(a + b, c).replace(/[<>\s]/g, '');
  const der = derOnly(Buffer.from(hex, 'hex'));
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), false)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] };
  };
  const cert = message.certificates[0];
  const info = message.rawCapture.signerInfos[0];
  if (!cert || !info || !Array.isArray(info.value)) return null;
  const parts = info.value;
  const attributes = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && (p.type as number) === 0);
  const signature = parts.find((p) => p.tagClass === forge.asn1.Class.UNIVERSAL && p.type === forge.asn1.Type.OCTETSTRING);
  if (!attributes || !signature || !Array.isArray(attributes.value)) return null;
  const attrs = attributes.value;
  const digestAttr = attrs.find((attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === MESSAGE_DIGEST);
  const digest = ((digestAttr?.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  const digestMatches = Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest());
  // The attributes are signed as a DER SET OF, not under their [0] tag.
  const signedAttributes = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs)).getBytes();
  const signatureValid = verify('sha256', Buffer.from(signedAttributes, 'binary'), forge.pki.certificateToPem(cert), Buffer.from(signature.value as string, 'binary'));
  const commonName = cert.subject.getField('CN') as { value: string } | null;
  return {
    signer: commonName?.value ?? '',
    valid: digestMatches && signatureValid,
    coversWholeFile: a === 0 && c + d === pdf.length && b < c,
    reason: /\/Reason\s*\(([^)]*)\)/.exec(text)?.[1] ?? null,
  };
}

/** The signature's DER without the zeros that pad its placeholder: as long as its outer SEQUENCE says. */
function derOnly(padded: Buffer): Buffer {
  const first = padded[1] ?? 0;
  if (first < 0x80) return padded.subarray(0, 2 + first);
  const size = first & 0x7f;
  return padded.subarray(0, 2 + size + padded.subarray(2, 2 + size).reduce((n, byte) => n * 256 + byte, 0));
}
