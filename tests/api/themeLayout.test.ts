import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let admin2 = '';
let sunqi = '';
beforeAll(async () => {
  server = await startServer();
  admin2 = await server.tokenFor('admin2');
  sunqi = await server.tokenFor('sunqi');
});
afterAll(() => server.close());

const save = (config: object, language?: string) =>
  server.request<{ config: string }>('POST', '/theme/update', {
    token: admin2,
    body: { config: JSON.stringify(config) },
    language,
  });

describe(`theme menu layout and page animation on ${dbKind}`, () => {
  it('stores the top layout and an animation, and every user of the tenant gets them at sign-in', async () => {
    const saved = await save({ themeColor: '#1890ff', layout: 'top', animation: 'fade' });
    expect(saved.body.code).toBe('10000');
    const info = await server.request<{ themeConfig: string }>('GET', '/getInfo', { token: sunqi });
    expect(JSON.parse(info.body.data.themeConfig)).toMatchObject({ layout: 'top', animation: 'fade' });
  });

  it('refuses an unknown layout or animation, naming it, in the reader’s language', async () => {
    expect((await save({ layout: 'diagonal' })).body).toMatchObject({
      code: '40001',
      msg: 'Invalid layout: must be side or top',
    });
    expect((await save({ animation: 'spin' })).body).toMatchObject({
      code: '40001',
      msg: 'Invalid animation: must be one of lightSpeed, fade, slideUp, zoom, none',
    });
    const chinese = await save({ layout: 'diagonal' }, 'zh_CN');
    expect(chinese.body.msg).toContain('必须是 side（侧边）或 top（顶部）');
    const info = await server.request<{ themeConfig: string }>('GET', '/getInfo', { token: sunqi });
    expect(JSON.parse(info.body.data.themeConfig)).toMatchObject({ layout: 'top', animation: 'fade' });
  });
});
