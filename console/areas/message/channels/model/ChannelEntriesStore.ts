import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { ChannelEntryViewRow, ChannelViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { entryRolesOf, type ChannelEntryRole } from '@shared/messaging/channelKinds';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export interface EntryValues {
  code: string;
  name: string;
  isDefault: boolean;
}

const EMPTY: EntryValues = { code: '', name: '', isDefault: false };

/**
 * The signs and vendor templates of one SMS or voice channel (console spec §2.3 "SMS (account, sign, template)"):
 * the list by role, one editor open at a time (a new entry of a role, or an existing one), delete and "use as
 * default". The server keeps one default per role and refuses bad codes; its message shows under the field.
 */
export class ChannelEntriesStore {
  entries: readonly ChannelEntryViewRow[] = [];
  failed = false;
  /** What the editor is open for: a role to add to, or an entry to edit; undefined when closed. */
  editing: { role: ChannelEntryRole; entryId?: string } | undefined = undefined;
  readonly form: FormModel<EntryValues>;
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    readonly channel: Pick<ChannelViewRow, 'channelId' | 'channelName' | 'kind'>,
  ) {
    this.form = new FormModel(deps, EMPTY, 'messaging');
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      entries: observableRef,
      failed: observable,
      editing: observableRef,
      roles: computed,
      startAdd: action,
      startEdit: action,
      cancel: action,
    });
  }

  /** The roles this channel keeps: sign and template for SMS, template for voice. */
  get roles() {
    return entryRolesOf(this.channel.kind);
  }

  entriesOf(role: ChannelEntryRole) {
    return this.entries.filter((e) => e.role === role);
  }

  async load() {
    try {
      const entries = await this.deps.client.call(
        api.messaging.channelEntryList,
        { body: { channelId: this.channel.channelId } },
        { silent: true },
      );
      runInAction(() => {
        this.entries = entries;
        this.failed = false;
      });
    } catch {
      runInAction(() => (this.failed = true));
    }
  }

  startAdd(role: ChannelEntryRole) {
    this.editing = { role };
    this.form.reset(EMPTY);
  }

  startEdit(entry: ChannelEntryViewRow) {
    this.editing = { role: entry.role as ChannelEntryRole, entryId: entry.entryId };
    this.form.reset({ code: entry.code, name: entry.name, isDefault: entry.isDefault });
  }

  cancel() {
    this.editing = undefined;
  }

  /** Adds or edits; a refusal (blank or repeated code) shows under its field and keeps the editor open. */
  async save() {
    const editing = this.editing;
    if (!editing) return false;
    const { code, name, isDefault } = this.form.values;
    const problems = code.trim() ? [] : [{ field: 'code', key: 'entry.codeRequired' }];
    const values = { code: code.trim(), name: name.trim(), isDefault };
    const { client } = this.deps;
    const saved = await this.form.submit(
      () =>
        editing.entryId
          ? client.call(
              api.messaging.channelEntryUpdate,
              { body: { entryId: editing.entryId, ...values } },
              { silent: true },
            )
          : client.call(
              api.messaging.channelEntryAdd,
              { body: { channelId: this.channel.channelId, role: editing.role, ...values } },
              { silent: true },
            ),
      problems,
    );
    if (saved) {
      runInAction(() => (this.editing = undefined));
      await this.load();
    }
    return saved;
  }

  async makeDefault(entry: ChannelEntryViewRow) {
    const body = { entryId: entry.entryId, code: entry.code, name: entry.name, isDefault: true };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.channelEntryUpdate, { body })))
      await this.load();
  }

  /** Deletes the entry (the view asked first); the oldest one left becomes the default. */
  async remove(entry: ChannelEntryViewRow) {
    const body = { entryId: entry.entryId };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.channelEntryDelete, { body })))
      await this.load();
  }
}
