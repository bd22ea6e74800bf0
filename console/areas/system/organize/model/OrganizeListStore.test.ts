import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { OrganizeListStore, leaderText, type OrgNode } from './OrganizeListStore';

const org = (organizeId: string, organizeName: string, children: OrgNode[] = []): OrgNode => ({
  organizeId,
  parentId: '',
  organizeName,
  orderNum: 0,
  leader: '',
  leaders: [],
  createTime: null,
  children,
});

const tree = [org('1', 'HQ', [org('2', 'Finance'), org('3', 'Sales', [org('4', 'North')])])];

const server = () => {
  const s = scriptedServer();
  s.answer(
    api.identity.organizeList,
    ({ query }) => (query.organizeName ? [org('1', 'HQ', [org('2', 'Finance')])] : tree) as never,
  );
  return s;
};

const workbook = () => new File([new Uint8Array([80, 75, 3, 4])], 'orgs.xlsx');

describe('OrganizeListStore', () => {
  it('shows the tree as rows with their depth, and a search sends the typed name', async () => {
    const s = server();
    const store = new OrganizeListStore(s.deps);
    await store.reload();
    expect(store.rows.map((r) => `${r.depth}:${r.node.organizeName}`)).toEqual([
      '0:HQ',
      '1:Finance',
      '1:Sales',
      '2:North',
    ]);
    store.setName('Fin');
    expect(s.requestsTo(api.identity.organizeList)).toHaveLength(1);
    await store.search();
    expect(s.requestsTo(api.identity.organizeList).at(-1)?.query).toEqual({ organizeName: 'Fin' });
    expect(store.rows.map((r) => r.node.organizeName)).toEqual(['HQ', 'Finance']);
  });

  it('removes an organisation and reloads; a refusal keeps the tree and tells why', async () => {
    const s = server();
    s.answer(api.identity.organizeRemove, ({ params }) => {
      if (params.id === '1') throw new Refusal('It still has children');
      return null;
    });
    const store = new OrganizeListStore(s.deps);
    await store.reload();
    await store.remove(org('4', 'North'));
    expect(s.requestsTo(api.identity.organizeList)).toHaveLength(2);
    await store.remove(org('1', 'HQ'));
    expect(s.requestsTo(api.identity.organizeList)).toHaveLength(2);
    expect(s.notices).toEqual([
      { kind: 'success', message: 'common:success' },
      { kind: 'error', message: 'It still has children' },
    ]);
  });

  it('imports a workbook: the counts show and the tree reloads', async () => {
    const s = server();
    s.answer(api.identity.organizeImport, () => ({ imported: 3, created: 2, updated: 1, problems: [] }));
    const store = new OrganizeListStore(s.deps);
    await store.reload();
    await store.importFile(workbook());
    expect(s.requestsTo(api.identity.organizeImport)[0]?.body).toEqual({
      fileName: 'orgs.xlsx',
      content: 'UEsDBA==',
    });
    expect(s.notices).toEqual([
      { kind: 'success', message: 'admin:organize.imported {"count":3,"created":2}' },
    ]);
    expect(store.isImporting).toBe(false);
    expect(store.problems).toEqual([]);
    expect(s.requestsTo(api.identity.organizeList)).toHaveLength(2);
  });

  it('a rejected workbook imports nothing and lists each problem; any other failure shows as one problem', async () => {
    const s = server();
    const problems = [{ row: 3, column: 'Name', message: 'Required' }];
    s.answer(api.identity.organizeImport, () => {
      throw new Refusal('The file has problems', { problems });
    });
    const store = new OrganizeListStore(s.deps);
    await store.importFile(workbook());
    expect(store.problems).toEqual(problems);
    expect(store.isImporting).toBe(false);
    expect(s.notices).toEqual([]);
    s.answer(api.identity.organizeImport, () => {
      throw new Refusal('Not a workbook');
    });
    await store.importFile(workbook());
    expect(store.problems).toEqual([{ row: 0, column: '', message: 'Not a workbook' }]);
    await store.importFile(undefined);
    expect(s.requestsTo(api.identity.organizeImport)).toHaveLength(2);
  });

  it('exports the workbook, or nothing when the export fails', async () => {
    const s = server();
    s.answer(api.identity.organizeExport, () => ({ fileName: 'orgs.xlsx', content: 'UEsDBA==' }));
    const store = new OrganizeListStore(s.deps);
    expect(await store.exportFile()).toEqual({ fileName: 'orgs.xlsx', content: 'UEsDBA==' });
    s.answer(api.identity.organizeExport, () => {
      throw new Refusal('Too large');
    });
    expect(await store.exportFile()).toBeUndefined();
    expect(s.notices).toEqual([{ kind: 'error', message: 'Too large' }]);
  });

  it('opens the form to add at the root, under a parent, or to edit', () => {
    const s = server();
    s.answer(api.identity.organizeTreeselect, () => []);
    const store = new OrganizeListStore(s.deps);
    store.addUnder('');
    expect(store.form?.organizeId).toBeUndefined();
    store.addUnder('3');
    expect(store.form?.form.values.parentId).toBe('3');
    store.edit({
      ...org('4', 'North'),
      parentId: '3',
      leader: 'Ann',
      leaders: [{ userId: 'U2', userName: 'Bo' }],
      orderNum: 2,
    });
    expect(store.form?.organizeId).toBe('4');
    expect(store.form?.form.values).toEqual({
      parentId: '3',
      organizeName: 'North',
      orderNum: 2,
      leader: 'Ann',
      leaders: [{ id: 'U2', name: 'Bo' }],
    });
    store.closeDialogs();
    expect(store.form).toBeUndefined();
  });
});

describe('leaderText', () => {
  it('names the leaders, else the old free-text leader', () => {
    expect(leaderText({ leader: 'Ann', leaders: [] })).toBe('Ann');
    expect(
      leaderText({
        leader: 'Ann',
        leaders: [
          { userId: 'U1', userName: 'Bo' },
          { userId: 'U2', userName: 'Cy' },
        ],
      }),
    ).toBe('Bo, Cy');
  });
});
