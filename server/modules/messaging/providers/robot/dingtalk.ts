/**
 * DingTalk custom robot (public webhook format). With a signing secret the URL carries `timestamp` (ms) and
 * `sign` = urlencode(base64(HmacSHA256(key = secret, `${timestamp}\n${secret}`))). Payloads: `text` or `markdown`,
 * with `at.isAtAll` / `at.atMobiles` for an alarm. Answer `{ errcode, errmsg }`: errcode 0 is success.
 */
import { createHmac } from 'node:crypto';
import { text } from '../answers';
import type { ChannelConfig, ChannelProvider, OutgoingMessage, ProviderDeps } from '../types';
import { isMarkdown, mentionsOf, plainText, postToRobot } from './robotCall';

/** errcode 130101: the robot sends more than 20 messages a minute. */
const TOO_FAST = 130101;

export const dingtalkSign = (secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');

const signedUrl = (config: ChannelConfig, now: Date) => {
  const secret = config.secrets.secret ?? '';
  const url = new URL(text(config.settings.webhookUrl));
  if (secret) {
    const timestamp = now.getTime();
    url.searchParams.set('timestamp', String(timestamp));
    url.searchParams.set('sign', dingtalkSign(secret, timestamp));
  }
  return url.toString();
};

const payloadOf = (config: ChannelConfig, message: OutgoingMessage) => {
  const { isAtAll, mobiles } = mentionsOf(config, message);
  const at = { isAtAll, atMobiles: mobiles };
  // DingTalk shows an @mention in markdown only when the mobile is written in the text too.
  const mentions = mobiles.map((m) => `@${m}`).join(' ');
  if (isMarkdown(config))
    return {
      msgtype: 'markdown',
      markdown: {
        title: message.subject.trim() || message.body.slice(0, 60),
        text: mentions ? `${message.body}\n\n${mentions}` : message.body,
      },
      at,
    };
  return { msgtype: 'text', text: { content: plainText(message) }, at };
};

export const dingtalkProvider: ChannelProvider = {
  kind: 'robot',
  vendor: 'dingtalk',
  validate: () => [],
  validateAddress: () => [],
  send: (config, message, deps: ProviderDeps) =>
    postToRobot(
      deps,
      signedUrl(config, deps.now()),
      payloadOf(config, message),
      'errcode',
      (c) => c === TOO_FAST,
    ),
};
