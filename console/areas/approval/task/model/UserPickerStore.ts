import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { UserOptionRow } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/**
 * People of the tenant to pick from (transfer, next approvers): loaded once when first opened, filtered by a
 * keyword on the name, with the people ticked so far. `exclude` leaves someone out (the caller on transfer).
 */
export class UserPickerStore {
  users: UserOptionRow[] = [];
  keyword = '';
  chosen: string[] = [];
  /** The first load is under way. */
  isLoading = false;
  /** The last load failed (opening again retries). */
  isFailed = false;
  private hasLoaded = false;

  constructor(
    private readonly deps: Pick<ModelDeps, 'client'>,
    /** 1 pick one, 2 pick many. */
    readonly selectMode = 2,
    private readonly exclude = '',
  ) {
    makeObservable<UserPickerStore, 'loaded'>(this, {
      users: observableRef,
      keyword: observable,
      chosen: observableRef,
      isLoading: observable,
      isFailed: observable,
      shown: computed,
      setKeyword: action,
      toggle: action,
      loaded: action,
    });
  }

  /** Loads the people the first time; a failed load leaves the list empty and may be tried again. */
  async open() {
    if (this.hasLoaded || this.isLoading) return;
    this.loaded(undefined, true);
    const users = await this.deps.client.call(api.approval.userOptions, { query: {} }).catch(() => undefined);
    this.loaded(users, false);
  }

  private loaded(users: UserOptionRow[] | undefined, isLoading: boolean) {
    this.isLoading = isLoading;
    if (isLoading) return;
    this.isFailed = !users;
    if (!users) return;
    this.hasLoaded = true;
    this.users = users;
  }

  get shown(): UserOptionRow[] {
    const keyword = this.keyword.trim().toLowerCase();
    return this.users.filter(
      (u) => u.userId !== this.exclude && `${u.nickName} ${u.userName}`.toLowerCase().includes(keyword),
    );
  }

  setKeyword(keyword: string) {
    this.keyword = keyword;
  }

  toggle(userId: string) {
    const list = this.chosen;
    this.chosen = list.includes(userId)
      ? list.filter((id) => id !== userId)
      : this.selectMode === 1
        ? [userId]
        : [...list, userId];
  }

  /** The ticked people as assignors (id and display name). */
  picked(): { id: string; name: string }[] {
    return this.users
      .filter((u) => this.chosen.includes(u.userId))
      .map((u) => ({ id: u.userId, name: u.nickName || u.userName }));
  }
}
