import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { TemplateFormStore } from './TemplateFormStore';

const detail = {
  templateId: 'T1',
  templateCode: 'DONE',
  templateName: 'Done',
  categoryId: 'C1',
  categoryName: 'Approval',
  channel: 'mail',
  event: 'instance.approved',
  subject: 'Approved: {{processName}}',
  body: 'Hi {{applicant}}',
  status: '0',
  remark: '',
  createTime: null,
  updateTime: null,
};

describe('TemplateFormStore', () => {
  it('offers the chosen event’s variables and inserts one at the caret', () => {
    const store = new TemplateFormStore(scriptedServer().deps, null, 'C1');
    expect(store.variables).toEqual(['applicant', 'processName', 'taskName', 'taskUrl', 'createTime']);
    store.form.set('event', 'instance.rejected');
    expect(store.variables).toContain('approver');
    store.form.set('body', 'Dear , welcome');
    store.aim('body', 5, 5);
    store.insert('applicant');
    expect(store.form.values.body).toBe('Dear {{applicant}}, welcome');
    expect(store.caret).toMatchObject({ field: 'body', at: 18 });
    store.insert('comment');
    expect(store.form.values.body).toBe('Dear {{applicant}}{{comment}}, welcome');
    store.aim('subject', -1, -1);
    store.insert('processName');
    expect(store.form.values.subject).toBe('{{processName}}');
  });

  it('previews the texts with sample values and reports unknown variables', () => {
    const store = new TemplateFormStore(scriptedServer().deps, null);
    store.form.set('subject', 'To {{applicant}}');
    store.form.set('body', '{{taskName}} {{foo}} {{approver}}');
    expect(store.preview).toEqual({
      subject: [{ text: 'To templates:sample.applicant' }],
      body: [
        { text: 'templates:sample.taskName ' },
        { unresolved: 'foo' },
        { text: ' ' },
        { unresolved: 'approver' },
      ],
    });
    expect(store.unknown).toEqual(['foo', 'approver']);
  });

  it('shows required fields first, then the server’s refusal under its field', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.templateAdd, () => {
      throw new Refusal('Unknown variable {{foo}}: this event supplies applicant', { field: 'body' });
    });
    const store = new TemplateFormStore(server.deps, null, 'C1');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      templateCode: 'templates:form.codeRequired',
      templateName: 'templates:form.nameRequired',
      body: 'templates:form.bodyRequired',
    });
    expect(server.requestsTo(api.messaging.templateAdd)).toHaveLength(0);
    store.form.set('templateCode', ' X1 ');
    store.form.set('templateName', 'X');
    store.form.set('body', '{{foo}}');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({ body: 'Unknown variable {{foo}}: this event supplies applicant' });
    expect(server.requestsTo(api.messaging.templateAdd)[0]?.body).toMatchObject({
      templateCode: 'X1',
      categoryId: 'C1',
      channel: 'letter',
      event: 'task.created',
    });
  });

  it('loads a template to edit and saves it with its id', async () => {
    const server = scriptedServer();
    server.answer(api.messaging.templateDetail, () => detail);
    server.answer(api.messaging.templateUpdate, () => null);
    const store = new TemplateFormStore(server.deps, 'T1');
    await store.load();
    expect(store.form.values).toMatchObject({
      templateCode: 'DONE',
      event: 'instance.approved',
      channel: 'mail',
    });
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.messaging.templateUpdate)[0]?.body).toMatchObject({ templateId: 'T1' });
    expect(server.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });
});
