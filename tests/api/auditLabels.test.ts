import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';
import { ok } from './approval.kit';

interface Change {
  field: string;
  label: string;
  beforeText?: string;
  afterText?: string;
}
interface Ops {
  rows: { targetId: string; targetLabel: string; changes: Change[] }[];
}

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const userEdits = async (language: string) =>
  ok(
    (
      await server.request<Ops>('GET', '/log/operation/list?targetType=user&action=update&limit=100', {
        token: admin,
        language,
      })
    ).body,
  ).rows.filter((r) => r.targetId === 'U1003');

describe(`the audit log in its reader's words on ${dbKind}`, () => {
  it('a user edit shows field labels and value labels, never keys or ids', async () => {
    ok(
      (
        await server.request('POST', '/user/excludeDataPerms', {
          token: admin,
          body: { userId: 'U1003', organizeIds: ['O130'], excludeOrganizeIds: [] },
        })
      ).body,
    );
    ok(
      (
        await server.request('POST', '/user/changeStatus', {
          token: admin,
          body: { userId: 'U1003', status: '1' },
        })
      ).body,
    );
    const [status, dataAccess] = await userEdits('en_US');
    expect(status?.targetLabel).toBe('User');
    expect(status?.changes).toContainEqual({
      field: 'status',
      label: 'Status',
      before: '0',
      after: '1',
      beforeText: 'Normal',
      afterText: 'Disabled',
    });
    expect(dataAccess?.changes).toContainEqual(
      expect.objectContaining({ field: 'dataOrganizeIds', afterText: '技术研发中心' }),
    );
    const chinese = await userEdits('zh_CN');
    expect(chinese[0]?.targetLabel).toBe('用户');
    expect(chinese[0]?.changes.find((c) => c.field === 'status')).toMatchObject({
      label: '状态',
      beforeText: '正常',
      afterText: '停用',
    });
    const shown = chinese.flatMap((r) => r.changes.flatMap((c) => [c.label, c.beforeText, c.afterText]));
    for (const text of shown) expect(text ?? '').not.toMatch(/^(audit|admin|user)\.|^O\d+$|[A-Z]{4,}/);
    expect(chinese[1]?.changes.find((c) => c.field === 'dataOrganizeIds')?.label).not.toBe('dataOrganizeIds');
  });
});
