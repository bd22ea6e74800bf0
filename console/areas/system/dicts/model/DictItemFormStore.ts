import { api } from '@shared/api';
import type { DictItemRow } from '@shared/api/modules/config/dictSchemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { filledTexts } from './localeTexts';

interface ItemValues {
  dictValue: string;
  dictLabel: string;
  dictSort: string;
  remark: string;
  status: '0' | '1';
  labels: Record<string, string>;
}

const REQUIRED = { dictValue: 'form.valueRequired', dictLabel: 'form.labelRequired' };

/** Adding or editing one item of a dictionary type, with its per-language labels. */
export class DictItemFormStore {
  readonly form: FormModel<ItemValues>;

  constructor(
    private readonly deps: ModelDeps,
    readonly dictCode: string,
    /** The item being edited; undefined when adding. */
    readonly editing: DictItemRow | undefined,
  ) {
    this.form = new FormModel<ItemValues>(
      deps,
      editing
        ? {
            dictValue: editing.dictValue,
            dictLabel: editing.dictLabel,
            dictSort: String(editing.dictSort),
            remark: editing.remark,
            status: editing.status === '1' ? '1' : '0',
            labels: { ...editing.labels },
          }
        : { dictValue: '', dictLabel: '', dictSort: '0', remark: '', status: '0', labels: {} },
      'dicts',
    );
  }

  setLabel(locale: string, text: string) {
    this.form.set('labels', { ...this.form.values.labels, [locale]: text });
  }

  save(): Promise<boolean> {
    const { client } = this.deps;
    const v = this.form.values;
    const sort = Number(v.dictSort);
    const problems = checkRequired(v as unknown as Record<string, string>, REQUIRED);
    if (!Number.isInteger(sort) || sort < 0) problems.push({ field: 'dictSort', key: 'form.sortInvalid' });
    const body = {
      dictCode: this.dictCode,
      dictValue: v.dictValue.trim(),
      dictLabel: v.dictLabel.trim(),
      dictSort: sort,
      remark: v.remark,
      status: v.status,
      labels: filledTexts(v.labels),
    };
    return this.form.submit(
      () =>
        this.editing
          ? client.call(
              api.config.dictDataUpdate,
              { body: { ...body, dictId: this.editing.dictId } },
              { silent: true },
            )
          : client.call(api.config.dictDataAdd, { body }, { silent: true }),
      problems,
    );
  }
}
