import { and, eq } from 'drizzle-orm';
import { oauthBindings, users } from '../../../db/schema';
import { createSession } from '../../../auth/sessionStore';
import { consumeTicket, issueTicket } from '../../../auth/tickets';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business } from '../../../http/errors';
import type { ChatProvider } from './provider';
import { loginPolicy } from '../../config/security/policy';

/** How long a chat sign-in may take between leaving for the provider and coming back. */
const STATE_TTL_MS = 10 * 60_000;

export interface ChatLoginInput {
  code: string;
  /** The `state` this server issued before the browser left for the provider. */
  state: string;
  caller?: SessionContext;
  ip: string;
  userAgent: string;
}

/** The provider, or the "not configured" message when there is none. */
export const requireProvider = (provider: ChatProvider | undefined): ChatProvider => {
  if (!provider) throw business('console:thirdParty.notConfigured');
  return provider;
};

/**
 * Issues the one-time `state` of a chat sign-in: a signed-in caller gets a binding state tied to their user and
 * tenant, anyone else a sign-in state.
 */
export const issueChatState = async (deps: AppDeps, caller: SessionContext | undefined) => {
  const now = deps.now();
  if (caller)
    return {
      state: await issueTicket(deps.db, 'chat-bind', caller, now, STATE_TTL_MS),
      purpose: 'bind' as const,
    };
  return {
    state: await issueTicket(deps.db, 'chat-login', undefined, now, STATE_TTL_MS),
    purpose: 'login' as const,
  };
};

/** Binds the outside account to the caller; an account bound to someone else stays theirs. */
const bindToCaller = async (
  deps: AppDeps,
  provider: ChatProvider,
  externalId: string,
  caller: SessionContext,
  now: Date,
) => {
  await deps.db
    .insert(oauthBindings)
    .values({ provider: provider.name, externalId, userId: caller.userId, createdAt: now })
    .onConflictDoNothing();
  const [binding] = await deps.db
    .select({ userId: oauthBindings.userId })
    .from(oauthBindings)
    .where(and(eq(oauthBindings.provider, provider.name), eq(oauthBindings.externalId, externalId)));
  if (binding?.userId !== caller.userId) throw business('console:thirdParty.boundToOther');
};

/**
 * Chat-app login (console spec §7.1 dTalkLogin / loginByCode): the `state` must be one this server issued, unused and
 * unexpired. A binding state binds the outside account to the signed-in user it was issued to (only with that user's
 * own session). A bound outside account gets a token in its user's own tenant; an unbound one answers `codes` (the
 * outside account id) so the page can ask the user to sign in and bind it.
 */
export const chatLogin = async (
  deps: AppDeps,
  provider: ChatProvider,
  input: ChatLoginInput,
): Promise<{ token?: string; codes?: string }> => {
  const now = deps.now();
  const state = await consumeTicket(deps.db, ['chat-login', 'chat-bind'], input.state, now);
  if (!state) throw business('console:thirdParty.stateInvalid');
  const isOwnBinding =
    input.caller && state.userId === input.caller.userId && state.merchantId === input.caller.merchantId;
  if (state.purpose === 'chat-bind' && !isOwnBinding) throw business('console:thirdParty.stateInvalid');

  const externalId = await provider.exchange(input.code, now).catch(() => undefined);
  if (!externalId) throw business('console:thirdParty.badCode');
  if (state.purpose === 'chat-bind' && input.caller)
    await bindToCaller(deps, provider, externalId, input.caller, now);
  const [bound] = await deps.db
    .select({ userId: users.userId, merchantId: users.merchantId, status: users.status })
    .from(oauthBindings)
    .innerJoin(users, eq(users.userId, oauthBindings.userId))
    .where(and(eq(oauthBindings.provider, provider.name), eq(oauthBindings.externalId, externalId)));
  if (!bound) return { codes: externalId };
  if (bound.status !== '0') throw business('login.disabled');
  const token = await createSession(deps.db, {
    userId: bound.userId,
    merchantId: bound.merchantId,
    ip: input.ip,
    userAgent: input.userAgent,
    ttlMs: (await loginPolicy(deps.db, deps.config, bound.merchantId)).sessionTtlMs,
    now,
  });
  return { token };
};
