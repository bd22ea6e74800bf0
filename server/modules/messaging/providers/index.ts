/**
 * Channel providers: the registry, the outbound deps every send needs, and the interface. A delivery:
 *
 *   const channel = await loadChannel(deps.db, merchantId, channelId, deps.config.messageSecretKey);
 *   const provider = channel && providerOf(channel.row.kind, channel.row.vendor);
 *   const result = await provider.send(channel.config, message,
 *     outboundProviderDeps({ allowlist: deps.config.outboundAllowlist, now: deps.now }));
 *   // result: { ok, answer, retryable }: store `answer`; retry only when `retryable`
 */
export { providerOf } from './registry';
export { outboundProviderDeps, OutboundRefusal, CHANNEL_TIMEOUT_MS } from './outboundDeps';
export type * from './types';
