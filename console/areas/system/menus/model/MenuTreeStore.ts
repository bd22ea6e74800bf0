import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { AppViewRow, MenuNodeRow } from '@shared/api/modules/config/menuSchemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { MenuFormStore } from './MenuFormStore';

/** A tree row as shown: the node and how deep it sits. */
export interface MenuLine {
  node: MenuNodeRow;
  depth: number;
  hasChildren: boolean;
}

/**
 * Menu administration (console spec §2.3 "app menu", §7.5 Menu): the app picked, the title and visibility
 * filters, the menu tree of that app with its open branches, delete, export and which form is open.
 */
export class MenuTreeStore {
  appId = '';
  menuTitle = '';
  visible = '';
  /** Ids of the open branches; a filter opens every branch. */
  expanded = new Set<string>();
  form: MenuFormStore | undefined = undefined;
  readonly apps = new Loader<AppViewRow[]>([]);
  readonly tree = new Loader<MenuNodeRow[]>([]);
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      appId: observable,
      menuTitle: observable,
      visible: observable,
      expanded: observableRef,
      form: observableRef,
      selectApp: action,
      search: action,
      filterVisible: action,
      toggle: action,
      expandAll: action,
      openForm: action,
      closeForm: action,
    });
  }

  /** Loads the apps, then the tree of the first one. */
  async start() {
    const apps = await this.apps.load(() => this.deps.client.call(api.config.appList, { query: {} }));
    const first = apps?.[0];
    if (first) await this.selectApp(first.appId);
  }

  selectApp(appId: string) {
    this.appId = appId;
    this.expanded = new Set();
    return this.reload();
  }

  reload() {
    const { appId, menuTitle, visible } = this;
    if (!appId) return Promise.resolve(undefined);
    return this.tree.load(() =>
      this.deps.client.call(api.config.menuList, { query: { appId, menuTitle, visible } }),
    );
  }

  async search(menuTitle: string) {
    this.menuTitle = menuTitle;
    await this.reload();
    if (menuTitle.trim()) this.expandAll();
  }

  filterVisible(visible: string) {
    this.visible = visible;
    return this.reload();
  }

  toggle(menuId: string) {
    const next = new Set(this.expanded);
    if (!next.delete(menuId)) next.add(menuId);
    this.expanded = next;
  }

  expandAll() {
    const ids: string[] = [];
    const walk = (nodes: MenuNodeRow[]) =>
      nodes.forEach((n) => {
        if (n.children.length) ids.push(n.menuId);
        walk(n.children);
      });
    walk(this.tree.value ?? []);
    this.expanded = new Set(ids);
  }

  /** The rows to show: roots, and the children of open branches. */
  get lines(): MenuLine[] {
    const out: MenuLine[] = [];
    const walk = (nodes: MenuNodeRow[], depth: number) =>
      nodes.forEach((node) => {
        out.push({ node, depth, hasChildren: node.children.length > 0 });
        if (this.expanded.has(node.menuId)) walk(node.children, depth + 1);
      });
    walk(this.tree.value ?? [], 0);
    return out;
  }

  async remove(node: MenuNodeRow) {
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.config.menuDelete, { query: { menuId: node.menuId } }),
      )
    )
      await this.reload();
  }

  /** The app's menus as a workbook to save, or undefined when the export failed (the client said why). */
  exportWorkbook() {
    return this.deps.client
      .call(api.config.menuExport, { query: { appId: this.appId } })
      .catch(() => undefined);
  }

  /** Opens the form: editing `menuId`, or adding under `parentId` ('' for a root). */
  openForm(target: { menuId: string } | { parentId: string }) {
    this.form = new MenuFormStore(this.deps, this.appId, target);
    void this.form.load();
  }

  closeForm() {
    this.form = undefined;
  }

  async saved() {
    const parentId = this.form?.form.values.parentId;
    this.closeForm();
    await this.reload();
    if (parentId && !this.expanded.has(parentId)) this.toggle(parentId);
  }
}
