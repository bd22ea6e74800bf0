/** Message channels: routes, and what the delivery worker needs (a channel with its decrypted configuration). */
export { channelsRoutes } from './routes';
export { loadChannel, type LoadedChannel } from './loadChannel';
export { findChannel, type ChannelRow } from './queries';
