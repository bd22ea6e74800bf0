/**
 * What the worker sends through: a configured channel (its provider, settings and decrypted secrets, with outbound
 * calls through the allowlist), loaded once per batch. An unusable channel (removed, disabled, no provider) gives
 * the reason instead, which fails the batch's recipients for good.
 */
import type { TFunction } from 'i18next';
import type { AppDeps } from '../../../http/context';
import { loadChannel } from '../channels';
import { outboundProviderDeps, providerOf, type DeliveryResult, type OutgoingMessage } from '../providers';

export interface ChannelSender {
  send(message: OutgoingMessage): Promise<DeliveryResult>;
}

export const openChannelSender = async (
  deps: AppDeps,
  merchantId: string,
  channelId: string,
  t: TFunction,
): Promise<ChannelSender | { unusable: string }> => {
  const loaded = await loadChannel(deps.db, merchantId, channelId, deps.config.messageSecretKey);
  if (!loaded) return { unusable: t('messaging:sendTask.channelGone') };
  if (loaded.row.status !== '0')
    return { unusable: t('messaging:sendTask.channelOff', { name: loaded.row.channelName }) };
  const provider = providerOf(loaded.row.kind, loaded.row.vendor);
  if (!provider) return { unusable: t('messaging:sendTask.channelGone') };
  const providerDeps = outboundProviderDeps({ allowlist: deps.config.outboundAllowlist, now: deps.now, t });
  return {
    send: async (message) => {
      try {
        return await provider.send(loaded.config, message, providerDeps);
      } catch (error) {
        const reply = error instanceof Error ? error.message : String(error);
        return { ok: false, retryable: true, answer: t('messaging:provider.callFailed'), reply };
      }
    },
  };
};
