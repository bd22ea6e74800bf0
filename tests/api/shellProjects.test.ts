import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const STATS = '/digital-portal/analysis-center-admin';
const MK = '/digital-portal/mkplat-admin';
interface Project {
  projectId: string;
  projectName: string;
  isDefault: boolean;
  isTop: boolean;
}

describe(`shell projects on ${dbKind}`, () => {
  it('lists the tenant’s projects, pinned first', async () => {
    const token = await server.tokenFor('admin');
    const { body } = await server.request<Project[]>('GET', `${STATS}/home/projectList`, { token });
    expect(body.data.map((p) => p.projectId)).toEqual(['PJ103', 'PJ101', 'PJ102']);
    expect(body.data[0]?.isTop).toBe(true);
    const options = await server.request<{ projectId: string; projectName: string }[]>(
      'GET',
      `${STATS}/home/projectOption`,
      { token },
    );
    expect(options.body.data[1]).toEqual({ projectId: 'PJ101', projectName: '滨江光伏电站' });
    const overview = await server.request<{
      projectCount: number;
      topCount: number;
      defaultProjectName: string;
    }>('GET', `${STATS}/home/overview`, { token });
    expect(overview.body.data).toEqual({ projectCount: 3, topCount: 1, defaultProjectName: '滨江光伏电站' });
  });

  it('sets the default project: exactly one per tenant', async () => {
    const token = await server.tokenFor('admin');
    expect((await server.request('POST', `${MK}/tc/project/set/default/PJ102`, { token })).body.code).toBe(
      '10000',
    );
    const { body } = await server.request<Project[]>('GET', `${STATS}/home/projectList`, { token });
    expect(body.data.filter((p) => p.isDefault).map((p) => p.projectId)).toEqual(['PJ102']);
    expect(
      (
        await server.request<{ projectId: string }>('GET', `${MK}/tc/project/get/default/project/id`, {
          token,
        })
      ).body.data.projectId,
    ).toBe('PJ102');
  });

  it('pins and unpins', async () => {
    const token = await server.tokenFor('admin');
    server.clock.advance(1000);
    await server.request('POST', `${MK}/tc/project/set/top/PJ102`, { token });
    let list = (await server.request<Project[]>('GET', `${STATS}/home/projectList`, { token })).body.data;
    expect(list.map((p) => p.projectId)).toEqual(['PJ102', 'PJ103', 'PJ101']);
    await server.request('POST', `${MK}/tc/project/cancel/top/PJ102`, { token });
    await server.request('POST', `${MK}/tc/project/cancel/top/PJ103`, { token });
    list = (await server.request<Project[]>('GET', `${STATS}/home/projectList`, { token })).body.data;
    expect(list.map((p) => [p.projectId, p.isTop])).toEqual([
      ['PJ101', false],
      ['PJ102', false],
      ['PJ103', false],
    ]);
  });

  it('adds, updates, reads and deletes a project', async () => {
    const token = await server.tokenFor('admin');
    const added = await server.request<Project>('POST', `${MK}/tc/project/add`, {
      token,
      body: { projectName: ' 新项目 ', description: 'd' },
    });
    expect(added.body.data.projectName).toBe('新项目');
    const id = added.body.data.projectId;
    await server.request('POST', `${MK}/tc/project/update`, {
      token,
      body: { projectId: id, projectName: '改名' },
    });
    expect(
      (await server.request<Project>('GET', `${MK}/tc/project/get/${id}`, { token })).body.data.projectName,
    ).toBe('改名');
    await server.request('POST', `${MK}/tc/project/del/${id}`, { token });
    expect((await server.request('GET', `${MK}/tc/project/get/${id}`, { token })).body.code).toBe('40401');
  });

  it('keeps projects per tenant: another tenant’s id behaves like a missing one', async () => {
    const token = await server.tokenFor('admin2');
    const list = (await server.request<Project[]>('GET', `${STATS}/home/projectList`, { token })).body.data;
    expect(list.map((p) => p.projectId)).toEqual(['PJ201']);
    expect((await server.request('GET', `${MK}/tc/project/get/PJ101`, { token })).body.code).toBe('40401');
    expect((await server.request('POST', `${MK}/tc/project/set/default/PJ101`, { token })).body.code).toBe(
      '40401',
    );
  });

  it('shows every field of a project and names what is wrong with a name or description', async () => {
    const token = await server.tokenFor('admin');
    const added = await server.request<
      Project & { description: string; createTime: string; updateTime: string }
    >('POST', `${MK}/tc/project/add`, {
      token,
      body: { projectName: 'Coastal storage', description: 'Battery site, phase one' },
    });
    expect(added.body.data).toMatchObject({
      projectName: 'Coastal storage',
      description: 'Battery site, phase one',
      isDefault: false,
      isTop: false,
    });
    expect(added.body.data.updateTime).toBe(added.body.data.createTime);
    const id = added.body.data.projectId;
    server.clock.advance(60_000);
    const edited = await server.request<{ createTime: string; updateTime: string }>(
      'POST',
      `${MK}/tc/project/update`,
      { token, body: { projectId: id, projectName: 'Coastal storage', description: 'Phase two' } },
    );
    expect(Date.parse(edited.body.data.updateTime) - Date.parse(edited.body.data.createTime)).toBe(60_000);

    const blank = await server.request('POST', `${MK}/tc/project/add`, {
      token,
      language: 'en_US',
      body: { projectName: '   ' },
    });
    expect(blank.body).toMatchObject({
      code: '40001',
      msg: 'please enter the project name',
      data: { field: 'projectName' },
    });
    const long = await server.request('POST', `${MK}/tc/project/update`, {
      token,
      language: 'zh_CN',
      body: { projectId: id, projectName: 'x', description: 'd'.repeat(201) },
    });
    expect(long.body).toMatchObject({ code: '40001', data: { field: 'description' } });
    expect(long.body.msg).toContain('200');
  });

  it('needs a session', async () => {
    expect((await server.request('GET', `${STATS}/home/projectList`)).body.subCode).toBe('auth-check-error');
  });
});
