import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { TemplateViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aChannel } from '../../channels/model/testRows';
import { SendTaskCreateStore } from './SendTaskCreateStore';

const template = (id: string, over: Partial<TemplateViewRow>): TemplateViewRow => ({
  templateId: id,
  templateCode: id,
  templateName: `Template ${id}`,
  categoryId: 'C1',
  categoryName: 'Notices',
  channel: 'mail',
  event: 'task.created',
  subject: 'New task: {{taskName}}',
  body: 'Hello {{applicant}}, see {{taskUrl}}',
  status: '0',
  remark: '',
  createTime: null,
  updateTime: null,
  ...over,
});

const setUp = async () => {
  const server = scriptedServer();
  server.answer(api.messaging.channelPage, () => ({
    total: 3,
    rows: [aChannel('M1'), aChannel('S1', { kind: 'sms', vendor: 'httpSms' }), aChannel('M2')],
  }));
  server.answer(api.messaging.templatePage, () => ({
    total: 2,
    rows: [template('TM', {}), template('TS', { channel: 'sms', event: 'instance.approved' })],
  }));
  server.answer(api.messaging.channelEntryList, () => [
    { entryId: 'G1', channelId: 'S1', role: 'sign', code: 'ACME', name: 'ACME', isDefault: true },
    { entryId: 'G2', channelId: 'S1', role: 'sign', code: 'ACME Care', name: 'Care line', isDefault: false },
    { entryId: 'T1', channelId: 'S1', role: 'template', code: 'SMS_1', name: 'To-do', isDefault: true },
  ]);
  const store = new SendTaskCreateStore(server.deps);
  await store.start();
  return { server, store };
};

describe('SendTaskCreateStore', () => {
  it('offers the channels and templates of the chosen kind, and the template event’s variables', async () => {
    const { store } = await setUp();
    expect(store.channelChoices.map((c) => c.channelId)).toEqual(['M1', 'M2']);
    expect(store.form.values).toMatchObject({ channelId: 'M1', templateId: 'TM' });
    expect(store.variableNames).toEqual(['applicant', 'processName', 'taskName', 'taskUrl', 'createTime']);
    store.setVariable('applicant', 'Wang');
    expect(store.preview).toEqual({
      subject: [{ text: 'New task: ' }, { unresolved: 'taskName' }],
      body: [{ text: 'Hello Wang, see ' }, { unresolved: 'taskUrl' }],
    });
    expect(store.unresolved).toEqual(['taskName', 'taskUrl']);
    store.setVariable('taskName', 'Leave');
    store.setVariable('taskUrl', ' ');
    expect(store.unresolved).toEqual(['taskUrl']);
    store.setKind('sms');
    expect(store.form.values).toMatchObject({ channelId: 'S1', templateId: 'TS' });
    expect(store.variableNames).toContain('approver');
    store.setKind('letter');
    expect(store.channelChoices).toEqual([]);
    expect(store.form.values.templateId).toBe('');
  });

  it('offers the SMS channel’s signs and vendor templates, its defaults first, and sends the chosen sign', async () => {
    const { server, store } = await setUp();
    expect(store.vendor.choicesOf('mail')).toEqual([]);
    store.setKind('sms');
    await store.setChannel('S1');
    expect(store.vendor.choicesOf('sms')).toEqual([
      {
        role: 'sign',
        options: [
          { value: '', label: 'messaging:ui.task.channelDefault {"name":"ACME"}' },
          { value: 'G1', label: 'ACME' },
          { value: 'G2', label: 'Care line (ACME Care)' },
        ],
      },
      {
        role: 'template',
        options: [
          { value: '', label: 'messaging:ui.task.channelDefault {"name":"To-do"}' },
          { value: 'T1', label: 'To-do (SMS_1)' },
        ],
      },
    ]);
    store.form.set('taskName', 'Notice');
    store.form.set('signId', 'G2');
    store.pick('addresses', '13800000001');
    server.answer(api.messaging.sendTaskAdd, () => ({ taskId: 'K1', recipientCount: 1, withoutAddress: 0 }));
    expect(await store.save()).toBe(true);
    const [sent] = server.requestsTo(api.messaging.sendTaskAdd);
    expect(sent?.body).toMatchObject({ channelId: 'S1', signId: 'G2' });
    expect(sent?.body).not.toHaveProperty('vendorTemplateId');
  });

  it('asks for a name, a template and recipients before sending', async () => {
    const { server, store } = await setUp();
    store.setKind('letter');
    store.form.set('timing', 'at');
    expect(await store.save()).toBe(false);
    expect(Object.keys(store.form.errors).sort()).toEqual(['recipients', 'sendAt', 'taskName', 'templateId']);
    expect(server.requestsTo(api.messaging.sendTaskAdd)).toHaveLength(0);
  });

  it('creates the task with the picked and typed recipients, the filled variables and the time', async () => {
    const { server, store } = await setUp();
    server.answer(api.messaging.sendTaskAdd, () => ({ taskId: 'K1', recipientCount: 4, withoutAddress: 1 }));
    store.form.set('taskName', ' June notice ');
    store.setVariable('applicant', ' Wang ');
    store.pick('roles', [{ id: 'R1', name: 'Staff' }]);
    store.pick('users', [{ id: 'U1', name: 'Li' }]);
    store.pick('addresses', 'a@example.com\nb@example.com, a@example.com;\n');
    store.form.set('timing', 'at');
    store.form.set('sendAt', '2030-01-02T03:04');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.messaging.sendTaskAdd)[0]?.body).toEqual({
      taskName: 'June notice',
      kind: 'mail',
      channelId: 'M1',
      templateId: 'TM',
      variables: { applicant: 'Wang' },
      recipients: { userIds: ['U1'], roleIds: ['R1'], addresses: ['a@example.com', 'b@example.com'] },
      sendAt: new Date('2030-01-02T03:04').toISOString(),
    });
    expect(store.created).toEqual({ taskId: 'K1', recipientCount: 4, withoutAddress: 1 });
  });
});
