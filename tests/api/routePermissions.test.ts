import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { api, ADMIN_PREFIX, ResultCode } from '@shared/api';
import { fillPath, fullPath, type EndpointDef } from '@shared/api/contract';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
let rolelessToken: string;
beforeAll(async () => {
  server = await startServer();
  const now = server.clock.now;
  await server.deps.db.insert(users).values({
    userId: 'U1099',
    merchantId: 'M001',
    userName: 'norole',
    nickName: '无角色',
    passwordHash: await hashPassword('Norole@2026'),
    organizeId: 'O131',
    createdAt: now,
    updatedAt: now,
  });
  rolelessToken = await server.tokenFor('norole', 'Norole@2026');
});
afterAll(() => server.close());

/** Every endpoint of the contract, named `area.name`. */
const everyEndpoint = (): [string, EndpointDef][] =>
  Object.entries(api).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]): [string, EndpointDef] => [
      `${area}.${name}`,
      def,
    ]),
  );

/** A request whose shape the endpoint's schemas accept: values made from the schemas themselves. */
const validShaped = (def: EndpointDef) => {
  const make = (schema: TSchema | undefined) =>
    schema ? (Value.Create(schema) as Record<string, unknown>) : undefined;
  const params = make(def.params) as Record<string, string> | undefined;
  const query = make(def.query);
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return { path: `${fillPath(fullPath(def, ADMIN_PREFIX), params)}${search}`, body: make(def.body) };
};

describe(`route permissions on ${dbKind}`, () => {
  it('every endpoint of the contract is public, self-service or names its permission', () => {
    const undeclared = everyEndpoint()
      .filter(([, def]) => {
        if (def.access === 'permission')
          return typeof def.permission === 'string' ? !def.permission : def.permission.length === 0;
        return !(def.access === 'public' || def.access === 'self') || def.permission !== undefined;
      })
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('a signed-in account with no role may use self-service routes', async () => {
    const info = await server.request<{ user: { userName: string }; permissions: string[] }>(
      'GET',
      '/getInfo',
      { token: rolelessToken },
    );
    expect(info.body.data.user.userName).toBe('norole');
    expect(info.body.data.permissions).toEqual([]);
    const letters = await server.request('GET', '/letter/tip/list', { token: rolelessToken });
    expect(letters.body.code).toBe(ResultCode.Success);
  });

  it('an account with no role is refused by every route that needs a permission', async () => {
    const guarded = everyEndpoint().filter(([, def]) => def.access === 'permission');
    expect(guarded.length).toBeGreaterThan(80);
    const answers: Record<string, string> = {};
    for (const [name, def] of guarded) {
      const { path, body } = validShaped(def);
      const response = await server.request(def.method, path, { token: rolelessToken, body });
      answers[name] = response.body.code;
    }
    const refused = Object.fromEntries(guarded.map(([name]) => [name, ResultCode.Forbidden]));
    expect(answers).toEqual(refused);
  });

  it('names the permission that is missing', async () => {
    const { body } = await server.request('GET', '/user/list', { token: rolelessToken });
    expect(body).toMatchObject({
      code: ResultCode.Forbidden,
      msg: 'No permission for this operation (system:user:list)',
    });
  });

  it('an account with no role can neither rename nor delete a project, and the project stays as it was', async () => {
    const MK = '/digital-portal/mkplat-admin';
    const rename = await server.request('POST', `${MK}/tc/project/update`, {
      token: rolelessToken,
      body: { projectId: 'PJ102', projectName: '被改名' },
    });
    expect(rename.body.code).toBe(ResultCode.Forbidden);
    expect(
      (await server.request('POST', `${MK}/tc/project/del/PJ102`, { token: rolelessToken })).body.code,
    ).toBe(ResultCode.Forbidden);
    expect(
      (await server.request('POST', `${MK}/tc/project/set/top/PJ102`, { token: rolelessToken })).body.code,
    ).toBe(ResultCode.Forbidden);
    const admin = await server.tokenFor('admin');
    const project = await server.request<{ projectName: string }>('GET', `${MK}/tc/project/get/PJ102`, {
      token: admin,
    });
    expect(project.body.data.projectName).toBe('城东储能示范');
  });

  it('staff reach the approval screens but not the directory behind the admin pickers', async () => {
    const staff = await server.tokenFor('zhangsan');
    expect((await server.request('GET', '/jflow/myTask', { token: staff })).body.code).toBe(
      ResultCode.Success,
    );
    expect((await server.request('GET', '/jflow/userOptions', { token: staff })).body.code).toBe(
      ResultCode.Success,
    );
    expect((await server.request('GET', '/user/allUser', { token: staff })).body.code).toBe(
      ResultCode.Forbidden,
    );
    expect((await server.request('GET', '/organize/treeselect', { token: staff })).body.code).toBe(
      ResultCode.Forbidden,
    );
    expect((await server.request('GET', '/workflow/form/config/page', { token: staff })).body.code).toBe(
      ResultCode.Forbidden,
    );
  });
});
