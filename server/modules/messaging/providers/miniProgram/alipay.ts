/**
 * Alipay mini-program template message through the platform gateway configured as `endpoint`. Alipay's own open
 * API signs each call with the app's RSA2 private key; a channel holds an app id and an app secret, so it talks to
 * a gateway that exchanges them for a token and signs on its behalf:
 *
 *   POST {endpoint}/v1/oauth/token  { appId, appSecret, grantType: "client_credentials" }
 *        → { code: "10000", accessToken, expiresIn }
 *   POST {endpoint}/v1/mini/template-message/send   authorization: Bearer <accessToken>
 *        { toUserId, userTemplateId, page, data: "<JSON of { variable: { value } }>" } → { code: "10000", msg }
 *
 * Codes as Alipay uses them: "10000" success, "20000" service busy (try later), "20001"/"40001" a bad or expired
 * token (fetched again next time), anything else (e.g. "40004" business failure) will not pass on a retry.
 */
import { callJson, delivered, failed, failureOfCall, httpAnswer, say, statusFailure, text } from '../answers';
import type { ChannelConfig, ChannelProvider, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';
import { TokenCache } from './tokenCache';
import { baseOf, isOpenId, templateDataOf } from './templateData';

const tokens = new TokenCache();
const SUCCESS = '10000';
const TOKEN_CODES = new Set(['20001', '40001']);
const BUSY = '20000';

type TokenResult = { token: string } | { failure: DeliveryResult };

const tokenOf = async (config: ChannelConfig, deps: ProviderDeps, key: string): Promise<TokenResult> => {
  const cached = tokens.get(key, deps.now());
  if (cached) return { token: cached };
  const answer = await callJson(deps, {
    url: `${baseOf(config)}/v1/oauth/token`,
    body: {
      appId: text(config.settings.appId),
      appSecret: config.secrets.appSecret ?? '',
      grantType: 'client_credentials',
    },
  });
  const token = answer.json?.accessToken;
  if (answer.json?.code === SUCCESS && typeof token === 'string' && token) {
    tokens.set(key, token, Number(answer.json.expiresIn ?? 7200), deps.now());
    return { token };
  }
  const failure =
    statusFailure(answer) ??
    failed(say(deps, 'miniProgram.token', { answer: httpAnswer(answer) }), answer.json?.code === BUSY);
  return { failure };
};

const send = async (config: ChannelConfig, message: OutgoingMessage, deps: ProviderDeps) => {
  const key = TokenCache.keyOf(baseOf(config), text(config.settings.appId), config.secrets.appSecret ?? '');
  try {
    const access = await tokenOf(config, deps, key);
    if ('failure' in access) return access.failure;
    const page = text(config.settings.page);
    const answer = await callJson(deps, {
      url: `${baseOf(config)}/v1/mini/template-message/send`,
      headers: { authorization: `Bearer ${access.token}` },
      body: {
        toUserId: message.address.trim(),
        userTemplateId: text(config.settings.templateId),
        ...(page ? { page } : {}),
        data: JSON.stringify(templateDataOf(message)),
      },
    });
    const badStatus = statusFailure(answer);
    if (badStatus) return badStatus;
    const code = String(answer.json?.code ?? '');
    if (code === SUCCESS) return delivered(httpAnswer(answer));
    if (TOKEN_CODES.has(code)) tokens.drop(key);
    return failed(httpAnswer(answer), TOKEN_CODES.has(code) || code === BUSY);
  } catch (error) {
    return failureOfCall(error);
  }
};

export const alipayMiniProgramProvider: ChannelProvider = {
  kind: 'miniProgram',
  vendor: 'alipay',
  validate: () => [],
  validateAddress: (address) => (isOpenId(address) ? [] : ['address.openId']),
  send,
};
