/**
 * The send both mini-program platforms share: take a cached access token (or fetch one), post the template message
 * with it, and read the platform's code. A code saying the token is bad drops it, so the next attempt fetches
 * another; that attempt and a "busy" code are retryable, any other code is not.
 */
import {
  delivered,
  failureOfCall,
  httpAnswer,
  refusedByVendor,
  statusFailure,
  text,
  type JsonAnswer,
} from '../answers';
import type { ChannelConfig, DeliveryResult, OutgoingMessage, ProviderDeps } from '../types';
import { TokenCache } from './tokenCache';
import { baseOf } from './templateData';

export type TokenAnswer = { token: string; expiresInSeconds: number } | { failure: DeliveryResult };

export interface MiniProgramPlatform {
  tokens: TokenCache;
  fetchToken(config: ChannelConfig, deps: ProviderDeps): Promise<TokenAnswer>;
  post(
    config: ChannelConfig,
    message: OutgoingMessage,
    token: string,
    deps: ProviderDeps,
  ): Promise<JsonAnswer>;
  /** How the platform's answer reads: success, a bad token, or busy. */
  codeOf(answer: JsonAnswer): 'ok' | 'badToken' | 'busy' | 'failed';
}

export const sendThroughPlatform = async (
  platform: MiniProgramPlatform,
  config: ChannelConfig,
  message: OutgoingMessage,
  deps: ProviderDeps,
): Promise<DeliveryResult> => {
  const key = TokenCache.keyOf(baseOf(config), text(config.settings.appId), config.secrets.appSecret ?? '');
  try {
    let token = platform.tokens.get(key, deps.now());
    if (!token) {
      const fetched = await platform.fetchToken(config, deps);
      if ('failure' in fetched) return fetched.failure;
      platform.tokens.set(key, fetched.token, fetched.expiresInSeconds, deps.now());
      token = fetched.token;
    }
    const answer = await platform.post(config, message, token, deps);
    const badStatus = statusFailure(deps, answer);
    if (badStatus) return badStatus;
    const code = platform.codeOf(answer);
    if (code === 'ok') return delivered(deps, httpAnswer(answer));
    if (code === 'badToken') platform.tokens.drop(key);
    return refusedByVendor(deps, answer, code !== 'failed');
  } catch (error) {
    return failureOfCall(deps, error);
  }
};
