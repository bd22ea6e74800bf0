import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import type { PickerValue } from '../../pickers/types';
import { DataPermStore } from '../../users/model/DataPermStore';

/**
 * The data permissions screen (console spec §2.3 "data permissions", §7.2 userDataPerms / excludeDataPerms): pick
 * a user, see and change the organisations whose data they may see. A user with no rows sees every organisation;
 * rows limit them to the ticked organisations and everything below them, minus the excluded ones and everything
 * below those (the server applies the same rule to the user and organisation lists and the exports).
 */
export class DataPermissionsStore {
  user: PickerValue | undefined = undefined;
  perms: DataPermStore | undefined = undefined;
  isLoading = false;

  constructor(private readonly deps: ModelDeps) {
    makeObservable(this, {
      user: observableRef,
      perms: observableRef,
      isLoading: observable,
      chooseUser: action,
    });
  }

  /** Loads the permissions of the picked user (the picker gives a one-element list, or none when cleared). */
  async chooseUser(values: PickerValue[]) {
    const user = values[values.length - 1];
    this.user = user;
    this.perms = undefined;
    if (!user) return;
    const perms = new DataPermStore(this.deps, user.id);
    this.isLoading = true;
    await perms.load();
    runInAction(() => {
      if (this.user !== user) return;
      this.perms = perms;
      this.isLoading = false;
    });
  }

  /** Whether the user is limited at all (no rows: every organisation). */
  get isUnlimited(): boolean {
    return !!this.perms && this.perms.include.length === 0 && this.perms.exclude.length === 0;
  }

  /** Saves the choices of the picked user; true when the server took them. */
  save(): Promise<boolean> {
    return this.perms ? this.perms.save() : Promise.resolve(false);
  }
}
