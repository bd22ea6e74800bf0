import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import { MAX_MESSAGE_LENGTH } from '@shared/api/modules/config/appearance';
import type { ResponseOf } from '@shared/api/contract';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';

export type MessageRow = ResponseOf<typeof api.config.languageMessagePage>['rows'][number];

/**
 * Message overrides of one language (console spec §7.5 language packs): search the console's messages by key or
 * text, see the bundled text beside the tenant's override, save or remove an override. `onChanged` reloads the
 * console's own messages so the change shows at once.
 */
export class MessageOverrideStore {
  locale: Locale;
  keyword = '';
  onlyOverridden = false;
  /** The message being edited, with its form. */
  editing: MessageRow | undefined = undefined;
  readonly form: FormModel<{ value: string }>;
  readonly page: PagedList<MessageRow>;
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    locale: Locale = DEFAULT_LOCALE,
    private readonly onChanged: (locale: Locale) => void = () => {},
  ) {
    this.locale = locale;
    this.form = new FormModel(deps, { value: '' }, 'appearance');
    this.actions = new ActionRunner(deps);
    this.page = new PagedList((pageNum, limit) =>
      deps.client.call(api.config.languageMessagePage, {
        query: {
          locale: this.locale,
          keyword: this.keyword,
          onlyOverridden: this.onlyOverridden,
          pageNum,
          limit,
        },
      }),
    );
    makeObservable(this, {
      locale: observable,
      keyword: observable,
      onlyOverridden: observable,
      editing: observableRef,
      setLocale: action,
      search: action,
      setOnlyOverridden: action,
      edit: action,
      closeEdit: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  setLocale(locale: Locale) {
    this.locale = locale;
    return this.page.goTo(1);
  }

  search(keyword: string) {
    this.keyword = keyword.trim();
    return this.page.goTo(1);
  }

  setOnlyOverridden(only: boolean) {
    this.onlyOverridden = only;
    return this.page.goTo(1);
  }

  edit(row: MessageRow) {
    this.editing = row;
    this.form.reset({ value: row.override ?? row.bundled });
  }

  closeEdit() {
    this.editing = undefined;
  }

  /** Saves the override of the message being edited; an empty or over-long text shows under the field. */
  async save(): Promise<boolean> {
    const row = this.editing;
    if (!row) return false;
    const { value } = this.form.values;
    const problems = !value.trim()
      ? [{ field: 'value', key: 'problem.required' }]
      : value.length > MAX_MESSAGE_LENGTH
        ? [{ field: 'value', key: 'problem.tooLong', params: { max: MAX_MESSAGE_LENGTH } }]
        : [];
    const body = { locale: this.locale, key: row.key, value };
    const saved = await this.form.submit(
      () => this.deps.client.call(api.config.languageMessageSave, { body }, { silent: true }),
      problems,
    );
    if (saved) await this.changed();
    return saved;
  }

  /** Removes an override: the bundled text shows again. */
  async remove(row: MessageRow) {
    const body = { locale: this.locale, key: row.key };
    if (await this.actions.run(() => this.deps.client.call(api.config.languageMessageDelete, { body })))
      await this.changed();
  }

  private async changed() {
    this.closeEdit();
    await this.page.reload();
    this.onChanged(this.locale);
  }
}
