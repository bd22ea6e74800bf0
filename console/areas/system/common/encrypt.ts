import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import { encryptPassword } from '@shared/session/encryptPassword';

/** Encrypts passwords with the server's public key before sending (console spec §5). */
export const encryptAll = async (client: ApiClient, ...plain: string[]): Promise<string[]> => {
  const { publicKey } = await client.call(api.session.publicKey);
  return Promise.all(plain.map((p) => encryptPassword(publicKey, p)));
};
