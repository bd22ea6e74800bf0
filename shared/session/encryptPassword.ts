/**
 * Encrypts a password with the server's public key (RSA PKCS#1 v1.5, base64), as console spec §5 requires.
 * jsencrypt is loaded only when a password is about to be sent, so it stays out of the shell's first download.
 */
export const encryptPassword = async (publicKeyPem: string, password: string): Promise<string> => {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const cipher = encryptor.encrypt(password);
  if (!cipher) throw new Error('password encryption failed');
  return cipher;
};
