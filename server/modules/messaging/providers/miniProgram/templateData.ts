/** What the two mini-program platforms share: the template data from variables, and the endpoint's base. */
import { text } from '../answers';
import type { ChannelConfig, OutgoingMessage } from '../types';

/** `{ variable: { value } }`: the template message data both platforms take. */
export const templateDataOf = (message: OutgoingMessage) =>
  Object.fromEntries(Object.entries(message.variables).map(([key, value]) => [key, { value }]));

/** The configured endpoint without a trailing slash. */
export const baseOf = (config: ChannelConfig) => text(config.settings.endpoint).replace(/\/+$/, '');

/** An open id (WeChat) or user id (Alipay): letters, digits, `-` and `_`. */
export const isOpenId = (address: string) => /^[A-Za-z0-9_-]{6,128}$/.test(address.trim());
