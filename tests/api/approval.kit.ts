/** Helpers shared by the approval API tests: publish a flow, start an application, find and act on tasks. */
import { expect } from 'vitest';
import type { FlowNode } from '@shared/flow';
import type { FormDocument } from '@shared/form';
import type { TestServer } from './harness';

export const IDS = {
  admin: 'U1001',
  zhangsan: 'U1002',
  lisi: 'U1003',
  wangwu: 'U1004',
  zhaoliu: 'U1005',
} as const;

export interface Row {
  id: string;
  taskId: string;
  processName: string;
  instanceState: number;
  taskState: number;
  nodeName: string;
  isRead: boolean;
  currentHandlers: string;
}
export interface Page<T> {
  total: number;
  rows: T[];
}

export const ok = <T>(body: { code: string; msg: string; data: T }): T => {
  expect(body.msg === '' ? body.code : `${body.code} ${body.msg}`).toMatch(/^10000/);
  return body.data;
};

export const simpleForm = (extra: FormDocument['list'] = []): FormDocument =>
  ({
    list: [
      {
        type: 'number',
        key: 'days',
        model: 'days',
        label: 'Days',
        options: { min: 0 },
        rules: [{ required: true, message: 'days needed' }],
      },
      {
        type: 'input',
        key: 'reason',
        model: 'reason',
        label: 'Reason',
        options: {},
        rules: [{ required: false, message: '' }],
      },
      {
        type: 'input',
        key: 'secret',
        model: 'secret',
        label: 'Secret',
        options: {},
        rules: [{ required: false, message: '' }],
      },
      {
        type: 'uuid',
        key: 'serialNo',
        model: 'serialNo',
        label: 'No',
        options: {},
        rules: [{ required: false, message: '' }],
      },
      ...extra,
    ],
    config: {
      layout: 'horizontal',
      labelCol: { xs: 4, sm: 4, md: 4, lg: 4, xl: 4, xxl: 4 },
      wrapperCol: { xs: 18, sm: 18, md: 18, lg: 18, xl: 18, xxl: 18 },
      labelWidth: 100,
      labelLayout: 'flex',
      hideRequiredMark: false,
      customStyle: '',
      formEvents: [],
      hideRules: [],
    },
  }) as unknown as FormDocument;

/** Creates a form and a template with `tree`, publishes it and returns the template id. */
export const publish = async (
  server: TestServer,
  admin: string,
  tree: FlowNode,
  settings: Record<string, unknown> = {},
  form = simpleForm(),
) => {
  const formId = ok(
    (
      await server.request<{ id: string }>('POST', '/workflow/form/config/update', {
        token: admin,
        body: { formName: 'Test form', jsonContent: JSON.stringify(form) },
      })
    ).body,
  ).id;
  const id = ok(
    (
      await server.request<{ id: string }>('POST', '/jflow/add', {
        token: admin,
        body: {
          processName: `Flow ${Math.random().toString(36).slice(2, 7)}`,
          processType: 'hr',
          formIds: [formId],
          modelContent: JSON.stringify(tree),
          settings,
        },
      })
    ).body,
  ).id;
  ok((await server.request('GET', `/jflow/deploy?id=${id}`, { token: admin })).body);
  return id;
};

export const startApp = async (
  server: TestServer,
  token: string,
  processId: string,
  params: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  ok(
    (
      await server.request<{ instanceId: string }>('POST', '/jflow/start', {
        token,
        body: { processId, params, degree: 2, ...extra },
      })
    ).body,
  ).instanceId;

export const todo = async (server: TestServer, token: string, category = 'todo') =>
  ok(
    (
      await server.request<Page<Row>>('GET', `/jflow/myTask?pageNum=1&limit=100&category=${category}`, {
        token,
      })
    ).body,
  ).rows;

export const taskOn = async (server: TestServer, token: string, instanceId: string) => {
  const row = (await todo(server, token)).find((r) => r.id === instanceId);
  if (!row) throw new Error(`no open task on ${instanceId}`);
  return row.taskId;
};

export const approve = (
  server: TestServer,
  token: string,
  taskId: string,
  extra: Record<string, unknown> = {},
) =>
  server
    .request('POST', '/jflow/approve', { token, body: { isPass: true, taskId, comment: 'ok', ...extra } })
    .then((r) => r.body);

export const info = async (server: TestServer, token: string, instanceId: string) =>
  ok(
    (
      await server.request<{
        instanceState: number;
        entries: {
          taskType: number;
          taskName: string;
          taskState: number;
          taskNameKey: string;
          approvalInfos: { userName: string; comment: string; taskState: number }[];
          notes: { messageKey: string }[];
        }[];
        notes: { messageKey: string }[];
      }>('GET', `/jflow/nodeInfo?id=${instanceId}`, { token })
    ).body,
  );
