/**
 * A channel provider: one small module per vendor (mail over SMTP, an SMS or voice HTTP API, a chat-app robot, a
 * mini-program platform) behind this one interface. Adding a vendor adds one file to this folder and one line to
 * the registry; nothing else changes.
 */
import type { TFunction } from 'i18next';
import type { ChannelKind } from '../../../../shared/messaging/channelKinds';

/** A channel's settings as stored: plain values, and the decrypted secrets (kept apart so they are never logged). */
export interface ChannelConfig {
  settings: Readonly<Record<string, string | number | boolean>>;
  secrets: Readonly<Record<string, string>>;
}

/** One message to one recipient, already rendered from its template. */
export interface OutgoingMessage {
  /** Mail address, phone number or open id; empty for robots, which post to their group. */
  address: string;
  subject: string;
  body: string;
  /** The template's variables with their values (SMS, voice and mini-program vendors send these, not the text). */
  variables: Readonly<Record<string, string>>;
  /** Stable per recipient and attempt-independent: the Message-ID of a mail, the out-id of an SMS. */
  messageId: string;
  /** The SMS sign and vendor template code chosen for this send; the channel's defaults when absent. */
  signName?: string;
  templateCode?: string;
  /** A robot alarm mentions everyone (or the configured mobiles). */
  alarm?: boolean;
}

/** The provider's real answer. `retryable` false means retrying cannot help (a refused address, a bad sign). */
export interface DeliveryResult {
  ok: boolean;
  /** The outcome in the product's own words (accepted, refused and why), in the deps' language. */
  answer: string;
  /** What the vendor or the library said, as it said it: the SMTP reply, the HTTP status with the body; '' if none. */
  reply: string;
  retryable: boolean;
}

/** An HTTP request through the shared outbound connector (allowlist, address checks, timeout, size limit). */
export interface OutboundHttpRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Readonly<Record<string, string>>;
  body: string;
}
export interface OutboundHttpAnswer {
  status: number;
  body: string;
}
/** Rejects with an Error whose message names why (not allowed, unreachable, timeout). */
export type OutboundHttp = (request: OutboundHttpRequest) => Promise<OutboundHttpAnswer>;

/** What a provider may use: outbound HTTP, the allowlist check for non-HTTP hosts (SMTP), and the clock. */
export interface ProviderDeps {
  http: OutboundHttp;
  /**
   * Throws an Error naming why when the host may not be reached (same rules as the outbound connector). May answer
   * the checked addresses of the host, so the connection goes to an address that was checked (no DNS rebinding).
   */
  checkHost: (host: string) => Promise<void | { addresses: readonly string[] }>;
  now: () => Date;
  /** The language of the answers a provider writes itself (why it failed); English when absent. */
  t?: TFunction;
}

export interface ChannelProvider {
  kind: ChannelKind;
  vendor: string;
  /** Problems with a configuration as i18n keys of the `messaging` namespace (empty when it is usable). */
  validate(config: ChannelConfig): string[];
  /** Problems with an address for this vendor as i18n keys (empty when usable). */
  validateAddress(address: string): string[];
  send(config: ChannelConfig, message: OutgoingMessage, deps: ProviderDeps): Promise<DeliveryResult>;
}
