import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PROFILE_CHECKS, startEdit, type ProfileField } from '../profileEdit';

type Detail = ResponseOf<typeof api.identity.userDetail>;

/**
 * The signed-in user's information (console spec §2.8): loaded once; name, phone and email editable one at a time
 * (`editing`, with its `draft` and the message key of its `draftError`). `onSaved` runs after a change the server
 * took (the shell reloads the session's user info).
 */
export class UserInfoStore {
  detail: Detail | undefined = undefined;
  isFailed = false;
  editing: ProfileField | undefined = undefined;
  draft = '';
  draftError: string | undefined = undefined;
  isSaving = false;

  constructor(
    private readonly deps: ModelDeps,
    private readonly userId: string | undefined,
    private readonly onSaved: () => void = () => undefined,
  ) {
    makeObservable<UserInfoStore, 'loaded' | 'failed' | 'saved' | 'setSaving'>(this, {
      detail: observableRef,
      isFailed: observable,
      editing: observable,
      draft: observable,
      draftError: observable,
      isSaving: observable,
      startEdit: action,
      setDraft: action,
      checkDraft: action,
      cancelEdit: action,
      loaded: action,
      failed: action,
      saved: action,
      setSaving: action,
    });
  }

  /** Loads the user's detail; a failure shows 'could not load' in the dialog, not a toast. */
  async load() {
    if (!this.userId) return this.failed();
    try {
      this.loaded(
        await this.deps.client.call(
          api.identity.userDetail,
          { params: { id: this.userId } },
          { silent: true },
        ),
      );
    } catch {
      this.failed();
    }
  }

  /** Opens one field for editing; opening a second while one is open warns 'save the current change first'. */
  startEdit(field: ProfileField) {
    const next = startEdit(this.editing, field);
    if ('warningKey' in next) return this.deps.notify.warning(this.deps.t(next.warningKey));
    this.editing = next.editing;
    this.draft = this.detail?.user[field] ?? '';
    this.draftError = undefined;
  }

  setDraft(value: string) {
    this.draft = value;
  }

  /** Checks the draft by the field's §5 rule (on blur); true when it passes. */
  checkDraft(): boolean {
    this.draftError = this.editing ? PROFILE_CHECKS[this.editing](this.draft) : undefined;
    return !this.draftError;
  }

  cancelEdit() {
    this.editing = undefined;
    this.draftError = undefined;
  }

  /** Checks and saves the open field; true when the server took it (the detail then loads again). */
  async confirm(): Promise<boolean> {
    const field = this.editing;
    if (!field || !this.detail || !this.checkDraft()) return false;
    const { user } = this.detail;
    const body = {
      userId: user.userId,
      scene: 'self' as const,
      nickName: user.nickName,
      phonenumber: user.phonenumber,
      email: user.email,
      avatar: user.avatar,
      sex: user.sex,
      [field]: this.draft,
    };
    this.setSaving(true);
    try {
      await this.deps.client.call(api.identity.userUpdate, { body });
      this.deps.notify.success(this.deps.t('common:success'));
      this.saved();
      await this.load();
      this.onSaved();
      return true;
    } catch {
      return false;
    } finally {
      this.setSaving(false);
    }
  }

  private loaded(detail: Detail) {
    this.detail = detail;
  }

  private failed() {
    this.isFailed = true;
  }

  private saved() {
    this.editing = undefined;
  }

  private setSaving(isSaving: boolean) {
    this.isSaving = isSaving;
  }
}
