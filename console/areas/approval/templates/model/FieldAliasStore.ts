import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FieldAliasRow } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** The data fields of one bound form with their saved aliases. */
export interface FormAliases {
  formId: string;
  rows: FieldAliasRow[];
}

const draftKey = (formId: string, fieldKey: string) => `${formId}\u0000${fieldKey}`;

/**
 * Field aliases of a template's forms (workflow spec §7 field alias list/update; §2.5 data push): the name each
 * field is pushed under. Edits are drafts until saved; the server checks them and names what is wrong.
 */
export class FieldAliasStore {
  forms: FormAliases[] = [];
  /** Typed aliases not yet saved, by form and field key. */
  drafts = new Map<string, string>();
  isSaving = false;

  constructor(private readonly deps: ModelDeps) {
    makeObservable<FieldAliasStore, 'loaded' | 'saved' | 'setSaving'>(this, {
      forms: observableRef,
      drafts: observable,
      isSaving: observable,
      rows: computed,
      hasChanges: computed,
      setAlias: action,
      loaded: action,
      saved: action,
      setSaving: action,
    });
  }

  /** Every field of every form, with its saved alias (the mapping offers these). */
  get rows(): FieldAliasRow[] {
    return this.forms.flatMap((form) => form.rows);
  }

  get hasChanges(): boolean {
    return this.drafts.size > 0;
  }

  /** Loads the fields of each form; a form whose fields fail to load adds none (the client told the user). */
  async load(formIds: readonly string[]): Promise<void> {
    const { client } = this.deps;
    const lists = await Promise.all(
      formIds.map((formId) =>
        client
          .call(api.approval.fieldAliasList, { query: { formId } })
          .then((rows): FormAliases => ({ formId, rows }))
          .catch(() => undefined),
      ),
    );
    this.loaded(lists.filter((form): form is FormAliases => form !== undefined));
  }

  /** The alias shown for a field: the draft being typed, else the saved one. */
  aliasOf(formId: string, row: FieldAliasRow): string {
    return this.drafts.get(draftKey(formId, row.fieldKey)) ?? row.alias;
  }

  setAlias(formId: string, fieldKey: string, alias: string): void {
    const saved = this.forms
      .find((form) => form.formId === formId)
      ?.rows.find((r) => r.fieldKey === fieldKey);
    if (!saved) return;
    if (alias === saved.alias) this.drafts.delete(draftKey(formId, fieldKey));
    else this.drafts.set(draftKey(formId, fieldKey), alias);
  }

  /** Saves the changed aliases form by form; true when all were taken. A refused form keeps its drafts. */
  async save(): Promise<boolean> {
    if (this.isSaving || !this.hasChanges) return false;
    this.setSaving(true);
    const { client, notify, t } = this.deps;
    let isAllSaved = true;
    for (const form of this.forms) {
      const items = form.rows
        .filter((row) => this.drafts.has(draftKey(form.formId, row.fieldKey)))
        .map((row) => ({ fieldKey: row.fieldKey, alias: this.aliasOf(form.formId, row).trim() }));
      if (items.length === 0) continue;
      try {
        await client.call(api.approval.fieldAliasUpdate, { body: { formId: form.formId, items } });
        const rows = await client.call(api.approval.fieldAliasList, { query: { formId: form.formId } });
        this.saved(form.formId, rows);
      } catch {
        isAllSaved = false;
      }
    }
    this.setSaving(false);
    if (isAllSaved) notify.success(t('approval:message.success'));
    return isAllSaved;
  }

  private loaded(forms: FormAliases[]) {
    this.forms = forms;
    this.drafts.clear();
  }

  private saved(formId: string, rows: FieldAliasRow[]) {
    this.forms = this.forms.map((form) => (form.formId === formId ? { formId, rows } : form));
    for (const key of [...this.drafts.keys()]) if (key.startsWith(`${formId}\u0000`)) this.drafts.delete(key);
  }

  private setSaving(isSaving: boolean) {
    this.isSaving = isSaving;
  }
}
