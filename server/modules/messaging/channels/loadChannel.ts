import type { Db, Tx } from '../../../db/database';
import { secretBoxOf } from '../../../security/secretBox';
import type { ChannelConfig } from '../providers/types';
import { vendorCodesOf } from './entryQueries';
import { findChannel, type ChannelRow } from './queries';
import { openSecrets } from './secrets';

export interface LoadedChannel {
  row: ChannelRow;
  /** The settings and the decrypted secrets: hand them to the provider, never to a log or a response. */
  config: ChannelConfig;
}

/**
 * A channel of the tenant with its decrypted configuration, for the delivery worker and the test send; undefined
 * when the tenant has no such channel. `db` must be the server's database handle (the key is loaded per handle);
 * `secretKey` is the configured MESSAGE_SECRET_KEY (empty: the key kept in the database).
 */
export const loadChannel = async (
  db: Db,
  merchantId: string,
  channelId: string,
  secretKey?: string,
  conn: Db | Tx = db,
): Promise<LoadedChannel | undefined> => {
  const row = await findChannel(conn, merchantId, channelId);
  if (!row) return undefined;
  const box = await secretBoxOf(db, secretKey);
  return {
    row,
    config: {
      // an SMS or voice channel's default sign and template, which a send may replace with its own choice
      settings: {
        ...(row.settings as ChannelConfig['settings']),
        ...(await vendorCodesOf(conn, merchantId, channelId)),
      },
      secrets: openSecrets(row, box),
    },
  };
};
