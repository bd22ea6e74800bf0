import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * An RSA key pair for model tests that send passwords: `publicKey` is what the scripted /publicKey answers, and
 * `decrypt` reads back what the model sent (jsencrypt's PKCS#1 v1.5, base64), so a test can check the password.
 */
export const testKeyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const decrypt = (cipher: string) =>
    forge.util.decodeUtf8(key.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));
  return { publicKey, decrypt };
};
