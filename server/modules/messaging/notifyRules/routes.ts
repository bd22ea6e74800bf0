import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { route, type RouteBinding } from '../../../http/routing';
import { ruleList } from './queries';
import { deleteRule, saveRule } from './service';

const m = api.messaging;

/** Routes of approval notification rules, every one scoped to the session's tenant. */
export const notifyRulesRoutes = (deps: AppDeps): RouteBinding[] => [
  route(m.notifyRuleList, async ({ session, body }) => ruleList(deps.db, session.merchantId, body.flowId)),
  route(m.notifyRuleSave, async ({ session, body }) => saveRule(deps, session, body)),
  route(m.notifyRuleDelete, async ({ session, body }) => {
    await deleteRule(deps, session, body.ruleId);
    return null;
  }),
];
