import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { MenuNodeRow } from '@shared/api/modules/config/menuSchemas';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { app } from '../../apps/model/appFixture';
import { MenuTreeStore } from './MenuTreeStore';

const node = (
  menuId: string,
  children: MenuNodeRow[] = [],
  menuType: 'M' | 'C' | 'F' = 'C',
): MenuNodeRow => ({
  menuId,
  appId: 'A100',
  parentId: '',
  menuTitle: menuId,
  label: menuId.toUpperCase(),
  menuType,
  name: '',
  path: menuId,
  fullPath: `/${menuId}`,
  component: '',
  perms: '',
  icon: '',
  visible: '1',
  orderNum: 0,
  children,
});

const setUp = () => {
  const s = scriptedServer();
  s.answer(api.config.appList, () => [app('A100', 'system-new'), app('A200', 'MESSAGE')]);
  s.answer(api.config.menuList, ({ query }) =>
    query.appId === 'A100'
      ? [node('sys', [node('user', [node('user-list', [], 'F')]), node('role')], 'M')]
      : [],
  );
  return { s, store: new MenuTreeStore(s.deps) };
};

describe('MenuTreeStore', () => {
  it('loads the first app’s tree; branches open and close', async () => {
    const { s, store } = setUp();
    await store.start();
    expect(store.appId).toBe('A100');
    expect(store.lines.map((l) => l.node.menuId)).toEqual(['sys']);
    store.toggle('sys');
    expect(store.lines.map((l) => [l.node.label, l.depth])).toEqual([
      ['SYS', 0],
      ['USER', 1],
      ['ROLE', 1],
    ]);
    store.toggle('sys');
    expect(store.lines).toHaveLength(1);
    await store.selectApp('A200');
    expect(store.lines).toEqual([]);
    expect(s.requestsTo(api.config.menuList).at(-1)?.query).toEqual({
      appId: 'A200',
      menuTitle: '',
      visible: '',
    });
  });

  it('a title search sends the filter and opens every branch', async () => {
    const { s, store } = setUp();
    await store.start();
    await store.search('user');
    expect(s.requestsTo(api.config.menuList).at(-1)?.query).toMatchObject({ menuTitle: 'user' });
    expect(store.lines.map((l) => l.node.menuId)).toEqual(['sys', 'user', 'user-list', 'role']);
    await store.filterVisible('0');
    expect(s.requestsTo(api.config.menuList).at(-1)?.query).toMatchObject({ visible: '0' });
  });

  it('delete: the refusal naming the roles is shown and the tree stays', async () => {
    const { s, store } = setUp();
    await store.start();
    s.answer(api.config.menuDelete, () => {
      throw new Refusal('SYS still has 2 child menus; delete them first', null, '50001');
    });
    await store.remove(store.lines[0]!.node);
    expect(s.notices).toEqual([{ kind: 'error', message: 'SYS still has 2 child menus; delete them first' }]);
    expect(s.requestsTo(api.config.menuList)).toHaveLength(1);
    s.answer(api.config.menuDelete, () => null);
    await store.remove(store.lines[0]!.node);
    expect(s.notices.at(-1)).toEqual({ kind: 'success', message: 'common:success' });
    expect(s.requestsTo(api.config.menuList)).toHaveLength(2);
  });

  it('exports the app’s workbook; a failed export answers nothing', async () => {
    const { s, store } = setUp();
    await store.start();
    s.answer(api.config.menuExport, () => ({ fileName: 'menus-system-new.xlsx', content: 'UEs=' }));
    expect(await store.exportWorkbook()).toEqual({ fileName: 'menus-system-new.xlsx', content: 'UEs=' });
    expect(s.requestsTo(api.config.menuExport)[0]?.query).toEqual({ appId: 'A100' });
    s.answer(api.config.menuExport, () => {
      throw new Refusal('no', null, '50001');
    });
    expect(await store.exportWorkbook()).toBeUndefined();
  });

  it('opens the add form under a parent and, after saving, shows that branch open', async () => {
    const { s, store } = setUp();
    s.answer(api.config.menuTreeselect, () => [
      { id: 'sys', label: 'SYS', menuType: 'M' as const, children: [] },
    ]);
    await store.start();
    store.openForm({ parentId: 'sys' });
    expect(store.form?.form.values.parentId).toBe('sys');
    await store.saved();
    expect(store.form).toBeUndefined();
    expect(store.lines.map((l) => l.node.menuId)).toEqual(['sys', 'user', 'role']);
  });
});
