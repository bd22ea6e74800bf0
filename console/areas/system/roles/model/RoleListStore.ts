import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Static } from '@sinclair/typebox';
import { api } from '@shared/api';
import type { RoleView } from '@shared/api/modules/identity/role';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { preloadMembers } from '../../pickers/memberSource';
import { HoldersStore } from '../../common/model/HoldersStore';
import { HomePageStore } from './HomePageStore';
import { RoleFormStore } from './RoleFormStore';

export type RoleRow = Static<typeof RoleView>;

/**
 * The role administration screen (console spec §7.3): the name filter, one page of roles, the status switch and
 * delete, and which dialog is open. The form dialog gets its own `RoleFormStore`.
 */
export class RoleListStore {
  roleName = '';
  /** The role form: a store while open (no roleId when adding). */
  form: RoleFormStore | undefined = undefined;
  /** The home page of a role being set. */
  homePage: HomePageStore | undefined = undefined;
  /** The holders of a role being edited. */
  holders: HoldersStore | undefined = undefined;
  readonly page: PagedList<RoleRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.identity.roleList, { query: { roleName: this.roleName, pageNum, limit } }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      roleName: observable,
      form: observableRef,
      homePage: observableRef,
      holders: observableRef,
      search: action,
      openForm: action,
      openHomePage: action,
      openHolders: action,
      closeDialogs: action,
    });
  }

  /** First load of the screen. */
  start() {
    return this.page.goTo(1);
  }

  /** A new name filter starts again at page 1. */
  search(roleName: string) {
    this.roleName = roleName;
    return this.page.goTo(1);
  }

  /** Switches a role between enabled ('0') and disabled ('1'); the list reloads after a success. */
  async toggleStatus(role: RoleRow) {
    const status = role.status === '0' ? '1' : '0';
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.identity.roleChangeStatus, { body: { roleId: role.roleId, status } }),
      )
    )
      await this.page.reload();
  }

  async remove(role: RoleRow) {
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.identity.roleDelete, { query: { roleId: role.roleId } }),
      )
    )
      await this.page.reload();
  }

  /** Opens the form to edit `roleId`, or to add a role when it is null. */
  openForm(roleId: string | null) {
    this.form = new RoleFormStore(this.deps, roleId);
    void this.form.load();
  }

  openHomePage(roleId: string) {
    this.homePage = new HomePageStore(this.deps, roleId);
  }

  /** Opens who holds the role (members start loading at once). */
  openHolders(role: { roleId: string; roleName: string }) {
    const { client, t } = this.deps;
    const { roleId } = role;
    preloadMembers(client);
    this.holders = new HoldersStore(this.deps, t('admin:role.usersTitle', { name: role.roleName }), {
      load: async () =>
        (await client.call(api.identity.pageByRole, { query: { roleId, pageNum: 1, limit: 9999 } })).rows.map(
          (u) => ({ id: u.userId, name: u.nickName || u.userName }),
        ),
      save: ({ add, remove }) =>
        client.call(api.identity.roleAssignUsers, {
          body: { roleId, addUserIds: add, removeUserIds: remove },
        }),
    });
  }

  closeDialogs() {
    this.form = undefined;
    this.homePage = undefined;
    this.holders = undefined;
  }

  /** After a dialog saved: close it and show the change. */
  saved() {
    this.closeDialogs();
    return this.page.reload();
  }
}
