import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, dbKind, startServer, type TestServer } from './harness';

/** Console spec §3 User: job number, sex, ID card, avatar and remark, kept and checked by the server. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.tokenFor('admin');
});
afterAll(() => server.close());

const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, language = 'en_US') =>
  (await server.request<T>(method, `${ADMIN}${path}`, { token: admin, body, language })).body;

const base = {
  userName: 'wang_fang',
  nickName: '王芳',
  organizeId: 'O100',
  phonenumber: '13900007777',
  email: 'wang.fang@example.cn',
};
const personal = {
  jobNumber: 'XH2077',
  sex: '1',
  idCard: '11010519491231002X',
  avatar: '/digital-portal/common/download?fileName=avatar%2Fwang.png',
  remark: 'Joined from the Hangzhou office',
};

interface Detail {
  user: Record<string, string>;
}

describe(`user personal fields on ${dbKind}`, () => {
  it('adds and edits a user with job number, sex, ID card, avatar and remark', async () => {
    const added = await call<{ userId: string }>('POST', '/user/add', { ...base, ...personal });
    expect(added.code).toBe('10000');
    const { userId } = added.data;
    const read = async () => (await call<Detail>('GET', `/user/${userId}`)).data.user;
    expect(await read()).toMatchObject(personal);
    const edited = await call('POST', '/user/update', {
      ...base,
      userId,
      scene: 'admin',
      jobNumber: 'XH2078',
      sex: '2',
      idCard: '440308199901010012',
      avatar: '',
      remark: '',
    });
    expect(edited.code).toBe('10000');
    expect(await read()).toMatchObject({
      jobNumber: 'XH2078',
      sex: '2',
      idCard: '440308199901010012',
      avatar: '',
      remark: '',
    });
  });

  it.each([
    [
      'an ID card with a wrong check character',
      { idCard: '110105194912310021' },
      'idCard',
      'Enter an 18-character ID card number with a valid birth date and check character',
    ],
    [
      'an ID card with a day that does not exist',
      { idCard: '110105199902300015' },
      'idCard',
      'Enter an 18-character ID card number with a valid birth date and check character',
    ],
    [
      'an avatar that is no picture address',
      { avatar: 'javascript:alert(1)' },
      'avatar',
      'The picture must be an uploaded file or an https address',
    ],
    ['a sex outside the dictionary', { sex: '9' }, 'sex', 'data format error'],
    [
      'a job number over 50 characters',
      { jobNumber: 'j'.repeat(51) },
      'jobNumber',
      'Invalid jobNumber: must have at most 50 characters',
    ],
  ])('refuses %s, naming the field', async (_name, wrong, field, message) => {
    const answer = await call('POST', '/user/add', {
      ...base,
      userName: `u_${field}`,
      ...personal,
      ...wrong,
    });
    expect(answer).toMatchObject({ code: '40001', msg: message, data: { field } });
  });

  it('says what is wrong with an ID card in Chinese too', async () => {
    const answer = await call('POST', '/user/add', { ...base, idCard: '123' }, 'zh_CN');
    expect(answer.msg).toBe('请输入 18 位身份证号码（出生日期与校验位须有效）');
  });
});
