import type { SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';

/** Through the API: a mail template of the tenant and an SMTP channel to a loopback sink, for send-task tests. */
export type Call = <T = unknown>(
  path: string,
  body: unknown,
) => Promise<{ code: string; msg: string; data: T }>;

const must = <T>(answer: { code: string; msg: string; data: T }, what: string): T => {
  if (answer.code !== '10000') throw new Error(`${what}: ${answer.code} ${answer.msg}`);
  return answer.data;
};

/** A template for `channel` with the variables of a cc (sender, processName, taskUrl, …). */
export const addTemplate = async (call: Call, channel: string, extra: Record<string, unknown> = {}) => {
  const categories = must(
    await call<{ rows: { categoryId: string }[] }>('/temp/letter/category/page/list', {
      pageNum: 1,
      limit: 10,
    }),
    'categories',
  );
  const categoryId = categories.rows[0]?.categoryId ?? '';
  return must(
    await call<{ templateId: string }>('/temp/letter/add', {
      templateCode: `SEND_${channel}_${Math.random().toString(36).slice(2, 8)}`,
      templateName: `Notice by ${channel}`,
      categoryId,
      channel,
      event: 'cc.received',
      subject: 'Notice about {{processName}}',
      body: 'Hello, {{sender}} shares {{taskUrl}} with you.',
      ...extra,
    }),
    'template',
  ).templateId;
};

export const addMailChannel = async (
  call: Call,
  smtp: { host: string; port: number },
  extra: Record<string, unknown> = {},
) =>
  must(
    await call<{ channelId: string }>('/message/channel/add', {
      channelName: `Mail ${Math.random().toString(36).slice(2, 6)}`,
      kind: 'mail',
      vendor: 'smtp',
      settings: { host: smtp.host, port: smtp.port, tlsMode: 'none', sender: 'notice@example.test' },
      rateLimit: 10000,
      ...extra,
    }),
    'channel',
  ).channelId;

export type TaskProgress = Pick<SendTaskViewRow, 'status' | 'counts'>;

export const taskProgress = async (call: Call, taskId: string) =>
  must(await call<TaskProgress>('/message/send-task/detail', { taskId }), 'detail');
