/**
 * Mail over SMTP with nodemailer. The host is checked against the outbound allowlist before connecting; every phase
 * (connect, greeting, each command) has a short timeout. The answer is the server's reply line (`250 …`), or why it
 * failed: a refused connection or a timeout may pass (retryable), a refused login, a refused address or a TLS
 * mismatch will not (only a changed setting helps).
 */
import { createTransport } from 'nodemailer';
import { isEmail } from '@shared/form/presets';
import { failed, failureOfCall, delivered, excerpt, say, text } from '../answers';
import { CHANNEL_TIMEOUT_MS } from '../outboundDeps';
import type { ChannelConfig, ChannelProvider, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const senderAddress = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender.trim();

/** A Message-ID from the stable message id: `<id@sender-domain>`. */
const messageIdOf = (messageId: string, sender: string) =>
  messageId.includes('@')
    ? `<${messageId}>`
    : `<${messageId}@${senderAddress(sender).split('@')[1] ?? 'localhost'}>`;

const failureOf = (error: SmtpFailure, config: ChannelConfig, deps: ProviderDeps): DeliveryResult => {
  const where = { host: text(config.settings.host), port: config.settings.port };
  const reply = error.response?.trim();
  const message = error.message ?? '';
  if (error.code === 'EAUTH') return failed(say(deps, 'smtp.auth', { reply: reply ?? message }), false);
  if (reply && error.responseCode)
    return error.responseCode >= 500
      ? failed(say(deps, 'smtp.rejected', { reply }), false)
      : failed(say(deps, 'smtp.deferred', { reply }), true);
  if (/ECONNREFUSED/.test(message)) return failed(say(deps, 'smtp.connectionRefused', where), true);
  if (error.code === 'ETIMEDOUT' || /timeout/i.test(message))
    return failed(say(deps, 'smtp.timeout', { ...where, seconds: CHANNEL_TIMEOUT_MS / 1000 }), true);
  if (error.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return failed(say(deps, 'smtp.dns', where), true);
  if (error.code === 'ETLS' || /ssl|tls|wrong version number/i.test(message))
    return failed(
      say(deps, 'smtp.tls', { ...where, mode: text(config.settings.tlsMode), reason: excerpt(message) }),
      false,
    );
  if (error.code === 'EPROTOCOL') return failed(say(deps, 'smtp.notSmtp', where), false);
  return failed(excerpt(message || String(error.code)), true);
};

const send = async (config: ChannelConfig, message: OutgoingMessage, deps: ProviderDeps) => {
  const host = text(config.settings.host);
  try {
    await deps.checkHost(host);
  } catch (error) {
    return failureOfCall(error);
  }
  const tlsMode = text(config.settings.tlsMode);
  const user = text(config.settings.user);
  const sender = text(config.settings.sender);
  const transport = createTransport({
    host,
    port: Number(config.settings.port),
    secure: tlsMode === 'tls',
    requireTLS: tlsMode === 'starttls',
    ignoreTLS: tlsMode === 'none',
    auth: user ? { user, pass: config.secrets.password ?? '' } : undefined,
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
    dnsTimeout: CHANNEL_TIMEOUT_MS,
    logger: false,
    debug: false,
  });
  try {
    const info = await transport.sendMail({
      from: sender,
      to: message.address,
      subject: message.subject,
      text: message.body,
      messageId: messageIdOf(message.messageId, sender),
    });
    return delivered(excerpt(String(info.response)));
  } catch (error) {
    return failureOf(error as SmtpFailure, config, deps);
  } finally {
    transport.close();
  }
};

export const smtpProvider: ChannelProvider = {
  kind: 'mail',
  vendor: 'smtp',
  validate: (config) =>
    isEmail(senderAddress(text(config.settings.sender))) ? [] : ['invalid.sender.email'],
  validateAddress: (address) => (isEmail(address.trim()) ? [] : ['address.email']),
  send,
};
