/**
 * Mail delivery over kept-open SMTP connections. The SMTP provider opens one connection per message, which is right
 * for a test send but costs a connect, greeting and EHLO for each of a task's thousands of recipients; the worker
 * instead keeps a small pool of connections per channel (nodemailer's pooled transport) while it sends.
 *
 * Only the success path is here. The host is checked against the allowlist once per batch; if the check fails, or the
 * server refuses a message (an SMTP error reply: it did not take the message), the provider itself sends it, so the
 * answer a person reads is worded as the provider words it. A failure without a reply (the connection broke while
 * waiting) is answered as retryable with what the connection said.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type {
  ChannelConfig,
  ChannelProvider,
  DeliveryResult,
  OutgoingMessage,
  ProviderDeps,
} from '../providers';
import { CHANNEL_TIMEOUT_MS } from '../providers';

/** Connections kept per channel; messages beyond wait for a free one. */
const CONNECTIONS_PER_CHANNEL = 8;

interface Pool {
  version: string;
  transport: Transporter;
}

const setting = (config: ChannelConfig, key: string) => String(config.settings[key] ?? '');
const senderAddress = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender.trim();

const openPool = (config: ChannelConfig): Transporter => {
  const tlsMode = setting(config, 'tlsMode');
  const user = setting(config, 'user');
  return createTransport({
    pool: true,
    maxConnections: CONNECTIONS_PER_CHANNEL,
    maxMessages: Number.POSITIVE_INFINITY,
    host: setting(config, 'host'),
    port: Number(config.settings.port),
    secure: tlsMode === 'tls',
    requireTLS: tlsMode === 'starttls',
    ignoreTLS: tlsMode === 'none',
    auth: user ? { user, pass: config.secrets.password ?? '' } : undefined,
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
    logger: false,
    debug: false,
  });
};

/** The pools of one worker, by channel; a changed channel (new `version`) gets a new pool. */
export const createMailConnections = () => {
  const pools = new Map<string, Pool>();
  const poolOf = (channelId: string, version: string, config: ChannelConfig) => {
    const current = pools.get(channelId);
    if (current?.version === version) return current.transport;
    current?.transport.close();
    const transport = openPool(config);
    pools.set(channelId, { version, transport });
    return transport;
  };

  /** A sender for one batch of a mail channel, or undefined when the provider should send it (host refused). */
  const senderFor = async (
    channel: { channelId: string; version: string },
    config: ChannelConfig,
    provider: ChannelProvider,
    deps: ProviderDeps,
  ) => {
    try {
      await deps.checkHost(setting(config, 'host'));
    } catch {
      return undefined;
    }
    const transport = poolOf(channel.channelId, channel.version, config);
    const sender = setting(config, 'sender');
    const domain = senderAddress(sender).split('@')[1] ?? 'localhost';
    return async (message: OutgoingMessage): Promise<DeliveryResult> => {
      try {
        const info = await transport.sendMail({
          from: sender,
          to: message.address,
          subject: message.subject,
          text: message.body,
          messageId: `<${message.messageId}@${domain}>`,
        });
        return { ok: true, retryable: false, answer: String(info.response).slice(0, 500) };
      } catch (error) {
        if ((error as { responseCode?: number }).responseCode) return provider.send(config, message, deps);
        return { ok: false, retryable: true, answer: error instanceof Error ? error.message : String(error) };
      }
    };
  };

  return {
    senderFor,
    close: () => {
      for (const pool of pools.values()) pool.transport.close();
      pools.clear();
    },
  };
};

export type MailConnections = ReturnType<typeof createMailConnections>;
