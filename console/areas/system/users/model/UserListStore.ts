import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { UserViewRow } from '@shared/api/modules/identity/schemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { ChangeMerchantStore } from './ChangeMerchantStore';
import { DataPermStore } from './DataPermStore';
import { GrantStore } from './GrantStore';
import { LockStore } from './LockStore';
import { ResetPwdStore } from './ResetPwdStore';
import { UserFormStore } from './UserFormStore';
import type { PictureUploader } from '../../common/model/PictureUpload';

export interface UserFilter {
  userName: string;
  nickName: string;
  phonenumber: string;
  /** '' all, '0' normal, '1' disabled, '2' locked. */
  status: '' | '0' | '1' | '2';
}
export const NO_FILTER: UserFilter = { userName: '', nickName: '', phonenumber: '', status: '' };

export type UserAction =
  'edit' | 'remove' | 'status' | 'lock' | 'unlock' | 'password' | 'grant' | 'merchant' | 'dataPerm';
export interface Sort {
  column: string;
  isAsc: 'asc' | 'desc';
}

/** A user row is locked ('2') or disabled ('1'); the row offers unlock or lock, enable or disable. */
export const isLocked = (row: Pick<UserViewRow, 'status'>) => row.status === '2';
export const isDisabled = (row: Pick<UserViewRow, 'status'>) => row.status === '1';

/**
 * The user administration screen (console spec §2.10, §5, §7.2): the filter being typed and the one applied, the
 * sort, one page of users, the row actions, and which dialog is open (each dialog with its own store).
 */
export class UserListStore {
  /** The filter as typed; applied on Search. */
  draft: UserFilter = NO_FILTER;
  filter: UserFilter = NO_FILTER;
  sort: Sort = { column: 'createTime', isAsc: 'desc' };
  form: UserFormStore | undefined = undefined;
  lock: LockStore | undefined = undefined;
  resetPwd: ResetPwdStore | undefined = undefined;
  grant: GrantStore | undefined = undefined;
  move: ChangeMerchantStore | undefined = undefined;
  dataPerm: DataPermStore | undefined = undefined;
  /** The user the remove confirmation asks about. */
  removing: UserViewRow | undefined = undefined;
  readonly page: PagedList<UserViewRow>;
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    /** The avatar upload of the user form. */
    private readonly upload: PictureUploader,
  ) {
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.identity.userList, {
        query: { ...this.filter, orderByColumn: this.sort.column, isAsc: this.sort.isAsc, pageNum, limit },
      }),
    );
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      draft: observableRef,
      filter: observableRef,
      sort: observableRef,
      form: observableRef,
      lock: observableRef,
      resetPwd: observableRef,
      grant: observableRef,
      move: observableRef,
      dataPerm: observableRef,
      removing: observableRef,
      setDraft: action,
      applyFilter: action,
      resetFilter: action,
      sortBy: action,
      act: action,
      openAdd: action,
      closeDialogs: action,
    });
  }

  /** First load of the screen. */
  start() {
    return this.page.goTo(1);
  }

  setDraft<K extends keyof UserFilter>(key: K, value: UserFilter[K]) {
    this.draft = { ...this.draft, [key]: value };
  }

  /** Applies the typed filter from page 1. */
  applyFilter() {
    this.filter = this.draft;
    return this.page.goTo(1);
  }

  /** Clears the filter and shows page 1. */
  resetFilter() {
    this.draft = NO_FILTER;
    this.filter = NO_FILTER;
    return this.page.goTo(1);
  }

  /** A column header toggles: the same column flips ascending to descending, any other starts ascending. */
  sortBy(column: string) {
    this.sort = { column, isAsc: this.sort.column === column && this.sort.isAsc === 'asc' ? 'desc' : 'asc' };
    return this.page.goTo(1);
  }

  /** A row action: unlock and the status switch run at once; the others open their dialog. */
  act(action: UserAction, row: UserViewRow): Promise<void> | void {
    const { deps } = this;
    switch (action) {
      case 'unlock':
        return this.write(() => deps.client.call(api.identity.unlock, { body: { userId: row.userId } }));
      case 'status':
        return this.write(() =>
          deps.client.call(api.identity.changeStatus, {
            body: { userId: row.userId, status: isDisabled(row) ? 'NORMAL' : 'STOP_USING' },
          }),
        );
      case 'edit':
        this.form = new UserFormStore(deps, row.userId, this.upload);
        void this.form.load();
        return;
      case 'lock':
        this.lock = new LockStore(deps, row.userId);
        return;
      case 'password':
        this.resetPwd = new ResetPwdStore(deps, { userId: row.userId, userName: row.userName });
        void this.resetPwd.rule.load();
        return;
      case 'grant':
        this.grant = new GrantStore(deps, { userId: row.userId, userName: row.userName });
        void this.grant.load();
        return;
      case 'merchant':
        this.move = new ChangeMerchantStore(deps, row.userId);
        void this.move.load();
        return;
      case 'dataPerm':
        this.dataPerm = new DataPermStore(deps, row.userId);
        void this.dataPerm.load();
        return;
      case 'remove':
        this.removing = row;
        return;
    }
  }

  openAdd() {
    this.form = new UserFormStore(this.deps, null, this.upload);
    void this.form.load();
  }

  /** Removes the user the confirmation asked about. */
  confirmRemove() {
    const row = this.removing;
    this.closeDialogs();
    if (row)
      return this.write(() => this.deps.client.call(api.identity.userRemove, { params: { id: row.userId } }));
  }

  closeDialogs() {
    this.form = undefined;
    this.lock = undefined;
    this.resetPwd = undefined;
    this.grant = undefined;
    this.move = undefined;
    this.dataPerm = undefined;
    this.removing = undefined;
  }

  /** After a dialog saved: close it and show the change. */
  saved() {
    this.closeDialogs();
    return this.page.reload();
  }

  private async write(work: () => Promise<unknown>) {
    if (await this.actions.run(work)) await this.page.reload();
  }
}
