import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './harness';

/** Hostile or broken requests: each is refused in the envelope, naming what is wrong, and never answered 500. */
describe('bad input', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    token = await server.tokenFor('admin');
  });
  afterAll(() => server.close());

  /** A request exactly as given (no harness encoding), answered as status, content type and parsed body. */
  const send = async (
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(
      `${server.baseUrl}${path.startsWith('/digital-portal') ? path : ADMIN + path}`,
      {
        method,
        body: init.body,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en_US', ...init.headers },
      },
    );
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const postJson = (path: string, body: string) =>
    send('POST', path, { body, headers: { 'content-type': 'application/json' } });

  it('refuses a NUL character in a query, a body or a path parameter, naming the field', async () => {
    expect((await send('GET', '/user/list?userName=a%00b')).body).toEqual({
      code: '40001',
      msg: 'Invalid userName: must not contain NUL characters',
      data: { field: 'userName', reason: 'must not contain NUL characters' },
    });
    expect((await postJson('/login', '{"userName":"adm\\u0000in","password":"x"}')).body).toEqual({
      code: '40001',
      msg: 'Invalid userName: must not contain NUL characters',
      data: { field: 'userName', reason: 'must not contain NUL characters' },
    });
    const param = await send('GET', '/position/%00');
    expect(param.status).toBe(200);
    expect(param.body).toMatchObject({ code: '40001', data: { field: 'id' } });
  });

  it('refuses a NUL character deep inside free-form JSON, naming the path', async () => {
    const body = JSON.stringify({ positionId: '1', permission: { scopes: [{ name: 'x\u0000' }] } });
    expect((await postJson('/position/updatePositionPermission', body)).body).toEqual({
      code: '40001',
      msg: 'Invalid permission.scopes.0.name: must not contain NUL characters',
      data: { field: 'permission.scopes.0.name', reason: 'must not contain NUL characters' },
    });
  });

  it('refuses numbers that overflow to infinity, in a query or a body', async () => {
    const query = await send('GET', '/user/list?pageNum=1e309');
    expect(query.status).toBe(200);
    expect(query.body).toEqual({
      code: '40001',
      msg: 'Invalid pageNum: must be at most 2147483647',
      data: { field: 'pageNum', reason: 'must be at most 2147483647' },
    });
    const body = await postJson(
      '/position/updatePositionPermission',
      '{"positionId":"1","permission":{"limit":-1e309}}',
    );
    expect(body.body).toEqual({
      code: '40001',
      msg: 'Invalid permission.limit: must be a finite number',
      data: { field: 'permission.limit', reason: 'must be a finite number' },
    });
  });

  it('refuses a finite integer beyond the database range instead of overflowing a page offset', async () => {
    const answer = await send('GET', '/i18n/page?pageNum=1.7976931348623157e308&limit=10');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: '40001',
      msg: 'Invalid pageNum: must be at most 2147483647',
      data: { field: 'pageNum', reason: 'must be at most 2147483647' },
    });
  });

  it('refuses a form or a flow design whose JSON text nests deeper than the walkers may go', async () => {
    const deepForm = `{"list":[${'{"type":"grid","columns":[{"list":['.repeat(3000)}]}`;
    const form = await postJson(
      '/workflow/form/config/update',
      JSON.stringify({ formName: 'Deep', jsonContent: deepForm }),
    );
    expect(form.body).toEqual({
      code: '40001',
      msg: 'Invalid jsonContent: nests deeper than 2500 levels',
      data: { field: 'jsonContent', reason: 'nests deeper than 2500 levels' },
    });

    const added = await postJson(
      '/jflow/add',
      JSON.stringify({ processName: 'Deep flow', processType: '1' }),
    );
    const id = (added.body.data as { id: string }).id;
    const chain = `${'{"nodeName":"a","type":1,"childNode":'.repeat(20_000)}null${'}'.repeat(20_000)}`;
    const flow = await postJson('/jflow/saveJson', JSON.stringify({ id, modelContent: chain }));
    expect(flow.status).toBe(200);
    expect(flow.body).toEqual({
      code: '40001',
      msg: 'Invalid modelContent: nests deeper than 2500 levels',
      data: { field: 'modelContent', reason: 'nests deeper than 2500 levels' },
    });
  });

  it('refuses deeply nested JSON before walking it', async () => {
    const deep = `{"positionId":"1","permission":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const answer = await postJson('/position/updatePositionPermission', deep);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: '40001',
      msg: 'Invalid request body: nests deeper than 64 levels',
      data: { field: 'request body', reason: 'nests deeper than 64 levels' },
    });
  });

  it('answers malformed JSON in the envelope', async () => {
    const answer = await postJson('/login', '{"userName":');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: '40001', msg: 'The request body is not valid JSON' });
  });

  it('answers a body that is too large with 413 in the envelope', async () => {
    const answer = await postJson(
      '/login',
      JSON.stringify({ userName: 'x'.repeat(3 * 1024 * 1024), password: 'x' }),
    );
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({
      code: '40001',
      msg: 'The request body is larger than the server accepts',
    });
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const answer = await send('POST', '/login', {
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: '40001', msg: expect.stringContaining('application/json') });
  });

  it('answers an over-long address with 414 in the envelope', async () => {
    const answer = await send('GET', `/user/list?userName=${'a'.repeat(9000)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({
      code: '40001',
      msg: 'The request address is longer than 8192 characters',
      data: null,
    });
  });

  it('answers over-large headers with 431 in the envelope', async () => {
    const answer = await send('GET', '/getInfo', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({ code: '40001', msg: '请求头过大', data: null });
  });

  it('answers a malformed address with 400 in the envelope', async () => {
    const answer = await send('GET', '/user/info/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: '40001', msg: 'The request address is malformed', data: null });
  });
});
