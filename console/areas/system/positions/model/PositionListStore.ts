import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Static } from '@sinclair/typebox';
import { api } from '@shared/api';
import type { PositionView } from '@shared/api/modules/identity/position';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { HoldersStore } from '../../common/model/HoldersStore';
import { preloadMembers } from '../../pickers/memberSource';
import { PositionFormStore } from './PositionFormStore';

export type PositionRow = Static<typeof PositionView>;

/**
 * The position administration screen (console spec §7.3): the name filter, one page of positions, the rows
 * chosen for a batch delete, copy and delete, and which dialog is open.
 */
export class PositionListStore {
  positionName = '';
  /** Ids of the rows ticked for the batch delete. */
  chosen: string[] = [];
  form: PositionFormStore | undefined = undefined;
  holders: HoldersStore | undefined = undefined;
  readonly page: PagedList<PositionRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.identity.positionList, {
        query: { positionName: this.positionName, pageNum, limit },
      }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      positionName: observable,
      chosen: observableRef,
      form: observableRef,
      holders: observableRef,
      search: action,
      toggleChosen: action,
      openForm: action,
      openHolders: action,
      closeDialogs: action,
      reload: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  /** A new name filter starts again at page 1. */
  search(positionName: string) {
    this.positionName = positionName;
    return this.page.goTo(1);
  }

  isChosen(positionId: string) {
    return this.chosen.includes(positionId);
  }

  toggleChosen(positionId: string) {
    this.chosen = this.isChosen(positionId)
      ? this.chosen.filter((id) => id !== positionId)
      : [...this.chosen, positionId];
  }

  /** Shows the change after a write: nothing stays ticked. */
  reload() {
    this.chosen = [];
    return this.page.reload();
  }

  private async write(work: () => Promise<unknown>) {
    if (await this.actions.run(work)) await this.reload();
  }

  removeChosen() {
    const ids = this.chosen;
    return this.write(() => this.deps.client.call(api.identity.positionRemoveBatch, { body: { ids } }));
  }

  remove(position: PositionRow) {
    return this.write(() =>
      this.deps.client.call(api.identity.positionRemove, { params: { id: position.positionId } }),
    );
  }

  copy(position: PositionRow) {
    return this.write(() =>
      this.deps.client.call(api.identity.positionCopy, { params: { id: position.positionId } }),
    );
  }

  /** Opens the form to edit `positionId`, or to add a position when it is null. */
  openForm(positionId: string | null) {
    this.form = new PositionFormStore(this.deps, positionId);
    void this.form.load();
  }

  /** Opens who holds the position (members start loading at once). */
  openHolders(position: { positionId: string; positionName: string }) {
    const { client, t } = this.deps;
    const { positionId } = position;
    preloadMembers(client);
    this.holders = new HoldersStore(
      this.deps,
      t('admin:position.usersTitle', { name: position.positionName }),
      {
        load: async () =>
          (await client.call(api.identity.positionUserList, { params: { id: positionId } })).map((u) => ({
            id: u.userId,
            name: u.nickName || u.userName,
          })),
        save: async ({ add, remove }) => {
          if (add.length)
            await client.call(api.identity.addPositionUsers, { body: { positionId, userIds: add } });
          if (remove.length)
            await client.call(api.identity.removePositionUser, { body: { positionId, userIds: remove } });
        },
      },
    );
  }

  closeDialogs() {
    this.form = undefined;
    this.holders = undefined;
  }

  /** After a dialog saved: close it and show the change. */
  saved() {
    this.closeDialogs();
    return this.reload();
  }
}
