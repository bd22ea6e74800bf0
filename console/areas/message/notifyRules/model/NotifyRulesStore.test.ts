import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { NotifyRuleViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aChannel } from '../../channels/model/testRows';
import { NotifyRulesStore } from './NotifyRulesStore';

const rule = (over: Partial<NotifyRuleViewRow>): NotifyRuleViewRow => ({
  ruleId: 'N1',
  flowId: '',
  flowName: '',
  event: 'task.created',
  templateId: 'T1',
  templateName: 'Task mail',
  channelIds: ['M1'],
  channelNames: ['Mail'],
  status: '0',
  updateTime: null,
  ...over,
});

const setUp = async () => {
  const server = scriptedServer();
  server.answer(api.approval.processPage, () => ({ total: 0, rows: [] }));
  server.answer(api.messaging.templatePage, () => ({ total: 0, rows: [] }));
  server.answer(api.messaging.channelPage, () => ({ total: 1, rows: [aChannel('M1')] }));
  server.answer(api.messaging.notifyRuleList, ({ body }) =>
    (body as { flowId?: string }).flowId === 'F1'
      ? [rule({ ruleId: 'N2', flowId: 'F1', event: 'cc.received' })]
      : [rule({})],
  );
  const store = new NotifyRulesStore(server.deps);
  await store.start();
  return { server, store };
};

describe('NotifyRulesStore', () => {
  it('shows the tenant’s rule per event, and a flow’s own rules once a flow is chosen', async () => {
    const { server, store } = await setUp();
    expect(store.draftOf('task.created')).toEqual({ templateId: 'T1', channelIds: ['M1'] });
    expect(store.draftOf('cc.received')).toEqual({ templateId: '', channelIds: [] });
    await store.setFlow('F1');
    expect(server.requestsTo(api.messaging.notifyRuleList).at(-1)?.body).toEqual({ flowId: 'F1' });
    expect(store.shownRules['task.created']).toBeUndefined();
    expect(store.draftOf('cc.received').templateId).toBe('T1');
  });

  it('saves an edited event for the chosen scope and forgets the draft', async () => {
    const { server, store } = await setUp();
    server.answer(api.messaging.notifyRuleSave, () => ({ ruleId: 'N3' }));
    store.edit('instance.approved', { templateId: 'T9' });
    store.edit('instance.approved', { channelIds: ['M1', 'R1'] });
    expect(store.isChanged('instance.approved')).toBe(true);
    await store.save('instance.approved');
    expect(server.requestsTo(api.messaging.notifyRuleSave)[0]?.body).toEqual({
      event: 'instance.approved',
      templateId: 'T9',
      channelIds: ['M1', 'R1'],
    });
    expect(store.isChanged('instance.approved')).toBe(false);
  });

  it('removes the stored rule of an event', async () => {
    const { server, store } = await setUp();
    server.answer(api.messaging.notifyRuleDelete, () => null);
    await store.remove('task.created');
    expect(server.requestsTo(api.messaging.notifyRuleDelete)[0]?.body).toEqual({ ruleId: 'N1' });
    expect(server.notices.at(-1)?.kind).toBe('success');
  });
});
