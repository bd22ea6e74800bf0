/** What the three chat-app robots share: the webhook call and reading their `{errcode|code, errmsg|msg}` answers. */
import {
  callJson,
  failureOfCall,
  delivered,
  httpAnswer,
  refusedByVendor,
  statusFailure,
  text,
  listOf,
} from '../answers';
import type { ChannelConfig, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';

/** The people a message mentions: everyone, or the configured mobiles; nobody unless it is an alarm. */
export const mentionsOf = (config: ChannelConfig, message: OutgoingMessage) => ({
  isAtAll: Boolean(message.alarm) && config.settings.alarmAtAll === true,
  mobiles: message.alarm ? listOf(config.settings.alarmMobiles) : [],
});

export const isMarkdown = (config: ChannelConfig) => text(config.settings.mould) === 'markdown';

/** The message as one text: the subject as its first line when there is one. */
export const plainText = (message: OutgoingMessage) =>
  message.subject.trim() ? `${message.subject.trim()}\n${message.body}` : message.body;

/**
 * Posts the payload and reads the vendor's answer: success only with HTTP 2xx and a zero code (`codeField`);
 * `isRetryableCode` names the codes that mean "too many messages, try later".
 */
export const postToRobot = async (
  deps: ProviderDeps,
  url: string,
  payload: unknown,
  codeField: 'errcode' | 'code',
  isRetryableCode: (code: number) => boolean,
): Promise<DeliveryResult> => {
  try {
    const answer = await callJson(deps, { url, body: payload });
    const badStatus = statusFailure(deps, answer);
    if (badStatus) return badStatus;
    const code = Number(answer.json?.[codeField] ?? answer.json?.StatusCode ?? NaN);
    if (code === 0) return delivered(deps, httpAnswer(answer));
    return refusedByVendor(deps, answer, Number.isFinite(code) && isRetryableCode(code));
  } catch (error) {
    return failureOfCall(deps, error);
  }
};
