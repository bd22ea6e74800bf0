import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { MenuDetailRow, MenuOptionRow, MenuTypeValue } from '@shared/api/modules/config/menuSchemas';
import { LOCALES } from '@shared/i18n/locales';
import { MENU_COMPONENTS } from '@shared/screens/screenKeys';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export const META_FLAGS = ['hideHeader', 'showBack', 'affix', 'noCache', 'cross'] as const;
export type MetaFlag = (typeof META_FLAGS)[number];

export interface MenuFormValues extends Record<MetaFlag, boolean> {
  parentId: string;
  menuType: MenuTypeValue;
  menuTitle: string;
  titleI18n: Record<string, string>;
  name: string;
  path: string;
  component: string;
  redirect: string;
  perms: string;
  icon: string;
  visible: '0' | '1';
  /** Ignore-router option of a page: '0' yes (a plain link, no route), '1' no (console spec §4). */
  ignoreRouter: '0' | '1';
  orderNum: string;
  metaType: string;
  extra: string;
}

const flagsOff = Object.fromEntries(META_FLAGS.map((f) => [f, false])) as Record<MetaFlag, boolean>;
const EMPTY: MenuFormValues = {
  parentId: '',
  menuType: 'C',
  menuTitle: '',
  titleI18n: {},
  name: '',
  path: '',
  component: '',
  redirect: '',
  perms: '',
  icon: '',
  visible: '1',
  ignoreRouter: '1',
  orderNum: '0',
  metaType: '',
  extra: '',
  ...flagsOff,
};

const valuesOf = ({ menuId: _id, appId: _app, fullPath: _path, ...d }: MenuDetailRow): MenuFormValues => ({
  ...d,
  visible: d.visible === '0' ? '0' : '1',
  orderNum: String(d.orderNum),
  extra: d.extra === '{}' ? '' : d.extra,
});

/** A parent the menu may sit under, flattened with its depth for a select. */
export interface ParentOption {
  id: string;
  label: string;
  depth: number;
}

const flatten = (nodes: MenuOptionRow[], depth = 0): ParentOption[] =>
  nodes.flatMap((n) => [{ id: n.id, label: n.label, depth }, ...flatten(n.children, depth + 1)]);

/** True when `text` is empty or a JSON object. */
const isJsonObject = (text: string) => {
  if (!text.trim()) return true;
  try {
    const value: unknown = JSON.parse(text);
    return !!value && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

/**
 * Adding or editing one menu, page or button point: every route-item field and the title per language. A page
 * with the ignore-router option needs no screen: it opens its path as a link.
 */
export class MenuFormStore {
  readonly form: FormModel<MenuFormValues>;
  readonly locales = LOCALES;
  /** Screens a page may open (the registry's keys, shared with the server). */
  readonly components = MENU_COMPONENTS;
  parents: ParentOption[] | undefined = undefined;
  isLoading = true;
  readonly menuId: string | undefined;

  constructor(
    private readonly deps: ModelDeps,
    readonly appId: string,
    target: { menuId: string } | { parentId: string },
  ) {
    this.menuId = 'menuId' in target ? target.menuId : undefined;
    this.form = new FormModel(
      deps,
      { ...EMPTY, parentId: 'parentId' in target ? target.parentId : '' },
      'menus',
    );
    makeObservable<MenuFormStore, 'loaded'>(this, {
      parents: observableRef,
      isLoading: observable,
      setTitle: action,
      loaded: action,
    });
  }

  async load() {
    const { client } = this.deps;
    const [options, detail] = await Promise.all([
      client.call(api.config.menuTreeselect, { query: { appId: this.appId } }).catch(() => undefined),
      this.menuId
        ? client.call(api.config.menuDetail, { query: { menuId: this.menuId } }).catch(() => undefined)
        : undefined,
    ]);
    this.loaded(options ? flatten(options).filter((o) => o.id !== this.menuId) : [], detail);
  }

  private loaded(parents: ParentOption[], detail: MenuDetailRow | undefined) {
    this.parents = parents;
    if (detail) this.form.reset(valuesOf(detail));
    this.isLoading = false;
  }

  /** The screen keys matching what was typed (all of them for an empty query). */
  componentsMatching(query: string) {
    const needle = query.trim().toLowerCase();
    return this.components.filter((key) => key.toLowerCase().includes(needle));
  }

  setTitle(locale: string, text: string) {
    this.form.set('titleI18n', { ...this.form.values.titleI18n, [locale]: text });
  }

  private problems() {
    const v = this.form.values;
    const needs = (ok: boolean, field: string, key: string) => (ok ? [] : [{ field, key }]);
    return [
      ...needs(!!v.menuTitle.trim(), 'menuTitle', 'form.titleRequired'),
      ...needs(v.menuType !== 'C' || !!v.name.trim(), 'name', 'form.nameRequired'),
      ...needs(v.menuType === 'F' || !!v.path.trim(), 'path', 'form.pathRequired'),
      ...needs(
        v.menuType !== 'C' || v.ignoreRouter === '0' || !!v.component,
        'component',
        'form.componentRequired',
      ),
      ...needs(v.menuType !== 'F' || !!v.perms.trim(), 'perms', 'form.permsRequired'),
      ...needs(/^\d{1,4}$/.test(v.orderNum.trim()), 'orderNum', 'form.orderNumber'),
      ...needs(isJsonObject(v.extra), 'extra', 'form.extraObject'),
    ];
  }

  /** Checks the fields, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const body = {
      ...this.form.values,
      appId: this.appId,
      orderNum: Number(this.form.values.orderNum.trim() || 0),
    };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.menuId
          ? client.call(api.config.menuEdit, { body: { ...body, menuId: this.menuId } }, { silent: true })
          : client.call(api.config.menuAdd, { body }, { silent: true }),
      this.problems(),
    );
  }
}
