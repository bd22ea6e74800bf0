/**
 * Mail over SMTP with nodemailer. The host is checked against the outbound allowlist before connecting; every phase
 * (connect, greeting, each command) has a short timeout. The answer is the server's reply line (`250 …`), or why it
 * failed: a refused connection or a timeout may pass (retryable), a refused login, a refused address or a TLS
 * mismatch will not (only a changed setting helps).
 */
import { isIP } from 'node:net';
import { isEmail } from '@shared/form/presets';
import { failed, failureOfCall, delivered, excerpt, say, text } from '../answers';
import { CHANNEL_TIMEOUT_MS } from '../outboundDeps';
import { transportFor } from './transportPool';
import type { ChannelConfig, ChannelProvider, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';

interface SmtpFailure {
  code?: string;
  /** The SMTP command the server refused (STARTTLS, AUTH, RCPT TO, …). */
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** A host name or an IP address: no scheme, port or path (those have their own settings). */
const isHostName = (host: string) =>
  isIP(host) !== 0 ||
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?$/.test(
    host,
  );

const senderAddress = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender.trim();

/** A Message-ID from the stable message id: `<id@sender-domain>`. */
const messageIdOf = (messageId: string, sender: string) =>
  messageId.includes('@')
    ? `<${messageId}>`
    : `<${messageId}@${senderAddress(sender).split('@')[1] ?? 'localhost'}>`;

/** The readable part of an OpenSSL error ("wrong version number"), or the first line of the message. */
const tlsReason = (message: string) =>
  /routines:[^:]*:([^:]+)/.exec(message)?.[1] ?? excerpt(message.split('\n')[0] ?? '');

const failureOf = (error: SmtpFailure, config: ChannelConfig, deps: ProviderDeps): DeliveryResult => {
  const where = { host: text(config.settings.host), port: config.settings.port };
  const reply = error.response?.trim();
  const message = error.message ?? '';
  const mode = text(config.settings.tlsMode);
  const said = excerpt(reply ?? message);
  if (error.code === 'EAUTH') return failed(say(deps, 'smtp.auth', { reply: reply ?? message }), false, said);
  if (
    error.code === 'ETLS' ||
    error.command === 'STARTTLS' ||
    /ssl routines|wrong version number/i.test(message)
  )
    return failed(
      say(deps, 'smtp.tls', { ...where, mode, reason: reply ?? tlsReason(message) }),
      false,
      said,
    );
  if (reply && error.responseCode)
    return error.responseCode >= 500
      ? failed(say(deps, 'smtp.rejected', { reply }), false, said)
      : failed(say(deps, 'smtp.deferred', { reply }), true, said);
  if (/ECONNREFUSED/.test(message)) return failed(say(deps, 'smtp.connectionRefused', where), true);
  if (error.code === 'ETIMEDOUT' || /timeout/i.test(message))
    return failed(say(deps, 'smtp.timeout', { ...where, seconds: CHANNEL_TIMEOUT_MS / 1000 }), true);
  if (error.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return failed(say(deps, 'smtp.dns', where), true);
  if (error.code === 'EPROTOCOL') return failed(say(deps, 'smtp.notSmtp', where), false);
  return failed(say(deps, 'smtp.failed'), true, excerpt(message || String(error.code)));
};

const send = async (config: ChannelConfig, message: OutgoingMessage, deps: ProviderDeps) => {
  const host = text(config.settings.host);
  let address: string;
  try {
    address = (await deps.checkHost(host))?.addresses[0] ?? host;
  } catch (error) {
    return failureOfCall(deps, error);
  }
  const sender = text(config.settings.sender);
  const transport = transportFor({
    host,
    address,
    port: Number(config.settings.port),
    tlsMode: text(config.settings.tlsMode),
    user: text(config.settings.user),
    password: config.secrets.password ?? '',
  });
  try {
    const info = await transport.sendMail({
      from: sender,
      to: message.address,
      subject: message.subject,
      text: message.body,
      messageId: messageIdOf(message.messageId, sender),
    });
    return delivered(deps, String(info.response));
  } catch (error) {
    return failureOf(error as SmtpFailure, config, deps);
  }
};

export const smtpProvider: ChannelProvider = {
  kind: 'mail',
  vendor: 'smtp',
  validate: (config) => [
    ...(isHostName(text(config.settings.host)) ? [] : ['invalid.host.hostName']),
    ...(isEmail(senderAddress(text(config.settings.sender))) ? [] : ['invalid.sender.email']),
  ],
  validateAddress: (address) => (isEmail(address.trim()) ? [] : ['address.email']),
  send,
};
