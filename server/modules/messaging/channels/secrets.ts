/**
 * A channel's secrets in its `secrets` column: `<setting keys>|<sealed JSON>` (empty when none is set). The keys
 * say which secrets are set without opening the box; the values are only in the sealed part (AES-256-GCM).
 */
import type { SecretBox } from '../../../security/secretBox';
import { channelRule } from './errors';
import { sealedPart, type ChannelRow } from './queries';

export const sealSecrets = (secrets: Readonly<Record<string, string>>, box: SecretBox): string => {
  const keys = Object.keys(secrets).filter((key) => secrets[key]);
  if (keys.length === 0) return '';
  return `${keys.join(',')}|${box.seal(JSON.stringify(Object.fromEntries(keys.map((k) => [k, secrets[k]]))))}`;
};

/**
 * The stored secrets. Secrets sealed under another key (MESSAGE_SECRET_KEY changed) cannot be opened: that is
 * refused with a message asking for them again, never answered as a server fault.
 */
export const openSecrets = (row: Pick<ChannelRow, 'secrets'>, box: SecretBox): Record<string, string> => {
  const sealed = sealedPart(row);
  if (!sealed) return {};
  try {
    return JSON.parse(box.open(sealed)) as Record<string, string>;
  } catch {
    throw channelRule('channel.secretsUnreadable');
  }
};
