/**
 * WeChat mini-program subscription message (public API format): an access token from
 * `GET {endpoint}/cgi-bin/token?grant_type=client_credential&appid&secret`, then
 * `POST {endpoint}/cgi-bin/message/subscribe/send?access_token=…` with `{ touser, template_id, page, data }`.
 * Answers `{ errcode, errmsg }`: 0 is success.
 */
import { callJson, delivered, failed, failureOfCall, httpAnswer, say, statusFailure, text } from '../answers';
import type { ChannelConfig, ChannelProvider, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';
import { TokenCache } from './tokenCache';
import { baseOf, isOpenId, templateDataOf } from './templateData';

const tokens = new TokenCache();
/** The token is invalid or expired: fetch another and try again. */
const TOKEN_CODES = new Set([40001, 40014, 42001]);
/** System busy (-1) and over the rate (45009): try later. */
const BUSY_CODES = new Set([-1, 45009]);

type TokenResult = { token: string } | { failure: DeliveryResult };

const tokenOf = async (config: ChannelConfig, deps: ProviderDeps, key: string): Promise<TokenResult> => {
  const cached = tokens.get(key, deps.now());
  if (cached) return { token: cached };
  const url = new URL(`${baseOf(config)}/cgi-bin/token`);
  url.searchParams.set('grant_type', 'client_credential');
  url.searchParams.set('appid', text(config.settings.appId));
  url.searchParams.set('secret', config.secrets.appSecret ?? '');
  const answer = await callJson(deps, { url: url.toString(), method: 'GET' });
  const token = answer.json?.access_token;
  if (answer.status === 200 && typeof token === 'string' && token) {
    tokens.set(key, token, Number(answer.json?.expires_in ?? 7200), deps.now());
    return { token };
  }
  const failure =
    statusFailure(answer) ??
    failed(
      say(deps, 'miniProgram.token', { answer: httpAnswer(answer) }),
      BUSY_CODES.has(Number(answer.json?.errcode)),
    );
  return { failure };
};

const send = async (config: ChannelConfig, message: OutgoingMessage, deps: ProviderDeps) => {
  const key = TokenCache.keyOf(baseOf(config), text(config.settings.appId), config.secrets.appSecret ?? '');
  try {
    const access = await tokenOf(config, deps, key);
    if ('failure' in access) return access.failure;
    const url = new URL(`${baseOf(config)}/cgi-bin/message/subscribe/send`);
    url.searchParams.set('access_token', access.token);
    const page = text(config.settings.page);
    const answer = await callJson(deps, {
      url: url.toString(),
      body: {
        touser: message.address.trim(),
        template_id: text(config.settings.templateId),
        ...(page ? { page } : {}),
        data: templateDataOf(message),
      },
    });
    const badStatus = statusFailure(answer);
    if (badStatus) return badStatus;
    const code = Number(answer.json?.errcode ?? NaN);
    if (code === 0) return delivered(httpAnswer(answer));
    if (TOKEN_CODES.has(code)) tokens.drop(key);
    return failed(httpAnswer(answer), TOKEN_CODES.has(code) || BUSY_CODES.has(code));
  } catch (error) {
    return failureOfCall(error);
  }
};

export const wechatMiniProgramProvider: ChannelProvider = {
  kind: 'miniProgram',
  vendor: 'wechat',
  validate: () => [],
  validateAddress: (address) => (isOpenId(address) ? [] : ['address.openId']),
  send,
};
