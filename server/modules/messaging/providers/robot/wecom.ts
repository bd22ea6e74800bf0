/**
 * WeCom (WeChat Work) group robot (public webhook format): the webhook key is in the URL (`…/webhook/send?key=…`);
 * there is no signing. Payloads: `text` with `mentioned_mobile_list` (`@all` for everyone) or `markdown`.
 * Answer `{ errcode, errmsg }`: errcode 0 is success.
 */
import { text } from '../answers';
import type { ChannelConfig, ChannelProvider, OutgoingMessage } from '../types';
import { isMarkdown, mentionsOf, plainText, postToRobot } from './robotCall';

/** errcode 45009: the robot's minute quota is used up. */
const TOO_FAST = 45009;

const payloadOf = (config: ChannelConfig, message: OutgoingMessage) => {
  const { isAtAll, mobiles } = mentionsOf(config, message);
  if (isMarkdown(config)) {
    const title = message.subject.trim() ? `### ${message.subject.trim()}\n` : '';
    return { msgtype: 'markdown', markdown: { content: `${title}${message.body}` } };
  }
  const mentioned = isAtAll ? [...mobiles, '@all'] : mobiles;
  return {
    msgtype: 'text',
    text: { content: plainText(message), ...(mentioned.length ? { mentioned_mobile_list: mentioned } : {}) },
  };
};

const hasKey = (url: string) => URL.canParse(url) && Boolean(new URL(url).searchParams.get('key'));

export const wecomProvider: ChannelProvider = {
  kind: 'robot',
  vendor: 'wecom',
  validate: (config) => (hasKey(text(config.settings.webhookUrl)) ? [] : ['invalid.webhookUrl.wecomKey']),
  validateAddress: () => [],
  send: (config, message, deps) =>
    postToRobot(
      deps,
      text(config.settings.webhookUrl),
      payloadOf(config, message),
      'errcode',
      (c) => c === TOO_FAST,
    ),
};
