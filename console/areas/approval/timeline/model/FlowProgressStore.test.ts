import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTemplateDetail } from '../../model/testing/approvalRows';
import { FlowProgressStore } from './FlowProgressStore';

const design = JSON.stringify({
  id: 's',
  pid: '',
  nodeName: 'Start',
  type: 0,
  childNode: { id: 'a', pid: 's', nodeName: 'Manager', type: 1, childNode: null },
});

describe('FlowProgressStore', () => {
  it('draws the template coloured by the instance, the same diagram for the same statuses', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processDetail, () => aTemplateDetail('P1', { modelContent: design }));
    const store = new FlowProgressStore(server.deps);
    const statuses = { s: 2, a: 1 };
    expect(store.diagram(statuses)).toBeUndefined();
    await store.load('P1');
    const diagram = store.diagram(statuses);
    expect(diagram).toMatchObject({ ok: true, statuses: { s: 2, a: 1 }, isOutdated: false });
    expect(store.diagram(statuses)).toBe(diagram);
    expect(server.requestsTo(api.approval.processDetail)[0]?.query).toEqual({ id: 'P1' });
  });

  it("draws the instance's own frozen tree when the process info carries it, without asking for the template", async () => {
    const server = scriptedServer();
    const store = new FlowProgressStore(server.deps);
    await store.load('P1', design);
    expect(store.diagram({ s: 2, a: 1 })).toMatchObject({ ok: true, statuses: { s: 2, a: 1 } });
    expect(server.requestsTo(api.approval.processDetail)).toEqual([]);
  });

  it('says the flow could not be drawn when the template fails to load or has no design', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processDetail, () => {
      throw new Refusal('Not found');
    });
    const store = new FlowProgressStore(server.deps);
    await store.load('P9');
    expect(store.diagram({})).toEqual({ ok: false, messageKey: 'timeline.flowFailed' });
    server.answer(api.approval.processDetail, () => aTemplateDetail('P1'));
    await store.load('P1');
    expect(store.diagram({})).toEqual({ ok: false, messageKey: 'timeline.flowEmpty' });
  });
});
