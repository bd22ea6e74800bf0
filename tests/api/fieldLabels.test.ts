import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const good = {
  userName: 'labelcheck',
  nickName: 'Label Check',
  organizeId: 'O110',
  phonenumber: '13912345670',
  email: 'label@example.cn',
};
const add = (body: Record<string, unknown>, language: string) =>
  server.request('POST', '/user/add', { token: admin, body, language });

describe(`invalid-param messages name the field by its label on ${dbKind}`, () => {
  it('names a refused field by its translated label and keeps the internal name in data.field', async () => {
    const body = { ...good, nickName: 'x'.repeat(101) };
    const cases: [string, string][] = [
      ['en_US', 'Invalid name: must have at most 100 characters'],
      ['zh_CN', '参数 姓名 不合法：'],
      ['ar_EG', 'قيمة الاسم غير صالحة'],
      ['de_DE', 'Ungültig: Name:'],
    ];
    for (const [language, message] of cases) {
      const answer = (await add(body, language)).body;
      expect(answer, language).toMatchObject({ code: '40001', data: { field: 'nickName' } });
      expect(answer.msg, language).toContain(message);
      expect(answer.msg, language).not.toContain('nickName');
    }
  });

  it.each([
    [
      'names the phone number in words',
      { phonenumber: '1'.repeat(101) },
      'phonenumber',
      'Invalid phone number: must have at most 100 characters',
    ],
    [
      'falls back to the internal name for a field without a label',
      { jobNumber: 'j'.repeat(51) },
      'jobNumber',
      'Invalid jobNumber: must have at most 50 characters',
    ],
  ])('%s', async (_name, change, field, msg) => {
    const answer = (await add({ ...good, ...change }, 'en_US')).body;
    expect(answer).toMatchObject({ code: '40001', msg, data: { field } });
  });
});
