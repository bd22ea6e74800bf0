/**
 * Feishu (Lark) custom bot (public webhook format). With a signing secret the body carries `timestamp` (seconds)
 * and `sign` = base64(HmacSHA256(key = `${timestamp}\n${secret}`, message = empty)). Payloads: `text` (an alarm
 * mentions everyone with `<at user_id="all">`) or, for the markdown mould, an `interactive` card with a markdown
 * element. Answer `{ code, msg }` (older bots: `StatusCode`): 0 is success.
 */
import { createHmac } from 'node:crypto';
import { text } from '../answers';
import type { ChannelConfig, ChannelProvider, OutgoingMessage } from '../types';
import { isMarkdown, mentionsOf, plainText, postToRobot } from './robotCall';

/** 11232: the bot's frequency limit. */
const TOO_FAST = 11232;

export const feishuSign = (secret: string, timestamp: number) =>
  createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');

const contentOf = (config: ChannelConfig, message: OutgoingMessage) => {
  const { isAtAll } = mentionsOf(config, message);
  const atAll = isAtAll ? '<at user_id="all"></at> ' : '';
  if (isMarkdown(config))
    return {
      msg_type: 'interactive',
      card: {
        ...(message.subject.trim()
          ? { header: { title: { tag: 'plain_text', content: message.subject.trim() } } }
          : {}),
        elements: [{ tag: 'markdown', content: `${atAll}${message.body}` }],
      },
    };
  return { msg_type: 'text', content: { text: `${atAll}${plainText(message)}` } };
};

const signature = (config: ChannelConfig, now: Date) => {
  const secret = config.secrets.secret ?? '';
  if (!secret) return {};
  const timestamp = Math.floor(now.getTime() / 1000);
  return { timestamp: String(timestamp), sign: feishuSign(secret, timestamp) };
};

export const feishuProvider: ChannelProvider = {
  kind: 'robot',
  vendor: 'feishu',
  validate: () => [],
  validateAddress: () => [],
  send: (config, message, deps) =>
    postToRobot(
      deps,
      text(config.settings.webhookUrl),
      { ...signature(config, deps.now()), ...contentOf(config, message) },
      'code',
      (c) => c === TOO_FAST,
    ),
};
