/**
 * WeChat mini-program subscription message (public API format): an access token from
 * `GET {endpoint}/cgi-bin/token?grant_type=client_credential&appid&secret`, then
 * `POST {endpoint}/cgi-bin/message/subscribe/send?access_token=…` with `{ touser, template_id, page, data }`.
 * Answers `{ errcode, errmsg }`: 0 is success.
 */
import { callJson, failed, httpAnswer, say, statusFailure, text } from '../answers';
import type { ChannelProvider } from '../types';
import { sendThroughPlatform, type MiniProgramPlatform } from './platformSend';
import { TokenCache } from './tokenCache';
import { baseOf, isOpenId, templateDataOf } from './templateData';

/** The token is invalid or expired: fetch another and try again. */
const TOKEN_CODES = new Set([40001, 40014, 42001]);
/** System busy (-1) and over the rate (45009): try later. */
const BUSY_CODES = new Set([-1, 45009]);

const platform: MiniProgramPlatform = {
  tokens: new TokenCache(),
  async fetchToken(config, deps) {
    const url = new URL(`${baseOf(config)}/cgi-bin/token`);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', text(config.settings.appId));
    url.searchParams.set('secret', config.secrets.appSecret ?? '');
    const answer = await callJson(deps, { url: url.toString(), method: 'GET' });
    const token = answer.json?.access_token;
    if (answer.status === 200 && typeof token === 'string' && token)
      return { token, expiresInSeconds: Number(answer.json?.expires_in ?? 7200) };
    const isBusy = BUSY_CODES.has(Number(answer.json?.errcode));
    return {
      failure:
        statusFailure(deps, answer) ??
        failed(say(deps, 'miniProgram.token', { answer: httpAnswer(answer) }), isBusy, httpAnswer(answer)),
    };
  },
  post(config, message, token, deps) {
    const url = new URL(`${baseOf(config)}/cgi-bin/message/subscribe/send`);
    url.searchParams.set('access_token', token);
    const page = text(config.settings.page);
    return callJson(deps, {
      url: url.toString(),
      body: {
        touser: message.address.trim(),
        template_id: text(config.settings.templateId),
        ...(page ? { page } : {}),
        data: templateDataOf(message),
      },
    });
  },
  codeOf(answer) {
    const code = Number(answer.json?.errcode ?? NaN);
    if (code === 0) return 'ok';
    if (TOKEN_CODES.has(code)) return 'badToken';
    return BUSY_CODES.has(code) ? 'busy' : 'failed';
  },
};

export const wechatMiniProgramProvider: ChannelProvider = {
  kind: 'miniProgram',
  vendor: 'wechat',
  validate: () => [],
  validateAddress: (address) => (isOpenId(address) ? [] : ['address.openId']),
  send: (config, message, deps) => sendThroughPlatform(platform, config, message, deps),
};
