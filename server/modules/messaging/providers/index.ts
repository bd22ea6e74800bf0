/** Channel providers: the registry, the outbound deps every send needs, and the interface. */
export { providerOf } from './registry';
export { outboundProviderDeps, OutboundRefusal, CHANNEL_TIMEOUT_MS } from './outboundDeps';
export type * from './types';
