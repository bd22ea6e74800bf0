/**
 * A channel's secrets in its `secrets` column: `<setting keys>|<sealed JSON>` (empty when none is set). The keys
 * say which secrets are set without opening the box; the values are only in the sealed part (AES-256-GCM).
 */
import type { SecretBox } from '../../../security/secretBox';
import { sealedPart, type ChannelRow } from './queries';

export const sealSecrets = (secrets: Readonly<Record<string, string>>, box: SecretBox): string => {
  const keys = Object.keys(secrets).filter((key) => secrets[key]);
  if (keys.length === 0) return '';
  return `${keys.join(',')}|${box.seal(JSON.stringify(Object.fromEntries(keys.map((k) => [k, secrets[k]]))))}`;
};

export const openSecrets = (row: Pick<ChannelRow, 'secrets'>, box: SecretBox): Record<string, string> => {
  const sealed = sealedPart(row);
  return sealed ? (JSON.parse(box.open(sealed)) as Record<string, string>) : {};
};
