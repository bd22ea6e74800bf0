import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { oauthCodes } from '../../../db/schema';
import type { ServerConfig } from '../../../config';

/** Where the demo chat-app provider lives (served by this server only when DEMO_CHAT_LOGIN=1). */
export const DEMO_AUTHORIZE_PATH = '/digital-portal/oauth-demo/authorize';
export const DEMO_APPROVE_PATH = '/digital-portal/oauth-demo/approve';

/**
 * The chat-app login provider, OAuth2 authorization-code style. Configure a real one with
 * CHAT_LOGIN_AUTHORIZE_URL, CHAT_LOGIN_TOKEN_URL, CHAT_LOGIN_USERINFO_URL, CHAT_LOGIN_CLIENT_ID,
 * CHAT_LOGIN_CLIENT_SECRET and CHAT_LOGIN_USER_FIELD (default `sub`). The built-in demo provider, where anyone
 * approves as any chat account, runs only when DEMO_CHAT_LOGIN=1 turns it on for development.
 */
export interface ChatProvider {
  name: string;
  authorizeUrl: string;
  clientId: string;
  isDemo: boolean;
  /** Exchanges a one-time code for the outside account id, or undefined when the code is not valid. */
  exchange(code: string, now: Date): Promise<string | undefined>;
}

const demoProvider = (db: Db): ChatProvider => ({
  name: 'demo',
  authorizeUrl: DEMO_AUTHORIZE_PATH,
  clientId: 'console',
  isDemo: true,
  exchange: async (code, now) => {
    const [used] = await db
      .update(oauthCodes)
      .set({ usedAt: now })
      .where(and(eq(oauthCodes.code, code), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now)))
      .returning({ externalId: oauthCodes.externalId });
    return used?.externalId;
  },
});

const remoteProvider = (env: NodeJS.ProcessEnv): ChatProvider => ({
  name: 'remote',
  authorizeUrl: env.CHAT_LOGIN_AUTHORIZE_URL ?? '',
  clientId: env.CHAT_LOGIN_CLIENT_ID ?? '',
  isDemo: false,
  exchange: async (code) => {
    const tokenResponse = await fetch(env.CHAT_LOGIN_TOKEN_URL ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: env.CHAT_LOGIN_CLIENT_ID ?? '',
        client_secret: env.CHAT_LOGIN_CLIENT_SECRET ?? '',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) return undefined;
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
    if (!accessToken) return undefined;
    const info = await fetch(env.CHAT_LOGIN_USERINFO_URL ?? '', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!info.ok) return undefined;
    const value = ((await info.json()) as Record<string, unknown>)[env.CHAT_LOGIN_USER_FIELD ?? 'sub'];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  },
});

/** The configured provider: a real one when its URLs are set, else the demo one when turned on, else none. */
export const chatProviderFrom = (
  db: Db,
  config: Pick<ServerConfig, 'isDemoChatLoginEnabled'>,
  env: NodeJS.ProcessEnv = process.env,
): ChatProvider | undefined => {
  if (env.CHAT_LOGIN_AUTHORIZE_URL) return remoteProvider(env);
  return config.isDemoChatLoginEnabled ? demoProvider(db) : undefined;
};
