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
import { callJson, failed, httpAnswer, say, statusFailure, text } from '../answers';
import type { ChannelProvider } from '../types';
import { sendThroughPlatform, type MiniProgramPlatform } from './platformSend';
import { TokenCache } from './tokenCache';
import { baseOf, isOpenId, templateDataOf } from './templateData';

const SUCCESS = '10000';
const TOKEN_CODES = new Set(['20001', '40001']);
const BUSY = '20000';

const platform: MiniProgramPlatform = {
  tokens: new TokenCache(),
  async fetchToken(config, deps) {
    const answer = await callJson(deps, {
      url: `${baseOf(config)}/v1/oauth/token`,
      body: {
        appId: text(config.settings.appId),
        appSecret: config.secrets.appSecret ?? '',
        grantType: 'client_credentials',
      },
    });
    const token = answer.json?.accessToken;
    if (answer.json?.code === SUCCESS && typeof token === 'string' && token)
      return { token, expiresInSeconds: Number(answer.json.expiresIn ?? 7200) };
    const isBusy = answer.json?.code === BUSY;
    return {
      failure:
        statusFailure(deps, answer) ??
        failed(say(deps, 'miniProgram.token', { answer: httpAnswer(answer) }), isBusy, httpAnswer(answer)),
    };
  },
  post(config, message, token, deps) {
    const page = text(config.settings.page);
    return callJson(deps, {
      url: `${baseOf(config)}/v1/mini/template-message/send`,
      headers: { authorization: `Bearer ${token}` },
      body: {
        toUserId: message.address.trim(),
        userTemplateId: text(config.settings.templateId),
        ...(page ? { page } : {}),
        data: JSON.stringify(templateDataOf(message)),
      },
    });
  },
  codeOf(answer) {
    const code = String(answer.json?.code ?? '');
    if (code === SUCCESS) return 'ok';
    if (TOKEN_CODES.has(code)) return 'badToken';
    return code === BUSY ? 'busy' : 'failed';
  },
};

export const alipayMiniProgramProvider: ChannelProvider = {
  kind: 'miniProgram',
  vendor: 'alipay',
  validate: () => [],
  validateAddress: (address) => (isOpenId(address) ? [] : ['address.openId']),
  send: (config, message, deps) => sendThroughPlatform(platform, config, message, deps),
};
