// A throwaway signing certificate for tests: an RSA key made by node:crypto,
// a self-signed X.509 certificate and its PKCS#12 file made by node-forge.
import { generateKeyPairSync } from 'node:crypto';

import forge from 'node-forge';

export interface ThrowawayCertificate {
  p12: Buffer;
  passphrase: string;
  commonName: string;
}

export function throwawayCertificate({ commonName = 'Too More Test Signatory', passphrase = 'test-passphrase', validDays = 30, startsInDays = -1 } = {}): ThrowawayCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = '01';
  const day = 24 * 60 * 60 * 1000;
  cert.validity.notBefore = new Date(Date.now() + startsInDays * day);
  cert.validity.notAfter = new Date(Date.now() + (startsInDays + validDays) * day);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Too More Beverages Pvt. Ltd.' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase, commonName };
}
