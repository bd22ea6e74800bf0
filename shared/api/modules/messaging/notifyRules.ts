import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing } from '../../schemas';
import { NotifyRuleInput, NotifyRuleView } from './channelSchemas';

/** Approval notifications: which template and channels carry each approval event, per tenant or per flow. */
export const notifyRulesApi = {
  notifyRuleList: endpoint({
    method: 'POST',
    path: '/message/notify-rule/list',
    access: 'permission',
    permission: 'message:notify:list',
    body: Type.Object({ flowId: Type.Optional(Type.String({ maxLength: 64 })) }),
    response: Type.Array(NotifyRuleView),
  }),
  /** Adds the rule, or replaces the one of the same flow and event. */
  notifyRuleSave: endpoint({
    method: 'POST',
    path: '/message/notify-rule/save',
    access: 'permission',
    permission: 'message:notify:edit',
    body: Type.Object(NotifyRuleInput),
    response: Type.Object({ ruleId: Type.String() }),
  }),
  notifyRuleDelete: endpoint({
    method: 'POST',
    path: '/message/notify-rule/delete',
    access: 'permission',
    permission: 'message:notify:edit',
    body: Type.Object({ ruleId: Id }),
    response: Nothing,
  }),
};
