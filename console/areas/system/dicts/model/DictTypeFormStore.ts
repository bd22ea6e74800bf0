import { api } from '@shared/api';
import type { DictTypeRow } from '@shared/api/modules/config/dictSchemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { filledTexts } from './localeTexts';

type TypeValues = {
  dictCode: string;
  dictName: string;
  names: Record<string, string>;
  remark: string;
  status: '0' | '1';
};

const REQUIRED = { dictCode: 'form.codeRequired', dictName: 'form.nameRequired' };

/** Adding or editing one dictionary type (its code is fixed once made). */
export class DictTypeFormStore {
  readonly form: FormModel<TypeValues>;

  constructor(
    private readonly deps: ModelDeps,
    /** The type being edited; undefined when adding. */
    readonly editing: DictTypeRow | undefined,
  ) {
    this.form = new FormModel<TypeValues>(
      deps,
      editing
        ? {
            dictCode: editing.dictCode,
            dictName: editing.dictName,
            names: { ...editing.names },
            remark: editing.remark,
            status: editing.status === '1' ? '1' : '0',
          }
        : { dictCode: '', dictName: '', names: {}, remark: '', status: '0' },
      'dicts',
    );
  }

  setName(locale: string, text: string) {
    this.form.set('names', { ...this.form.values.names, [locale]: text });
  }

  /** Checks the required fields, then saves; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const v = this.form.values;
    const body = { ...v, dictCode: v.dictCode.trim(), names: filledTexts(v.names) };
    return this.form.submit(
      () =>
        this.editing
          ? client.call(
              api.config.dictTypeUpdate,
              { body: { ...body, dictTypeId: this.editing.dictTypeId } },
              { silent: true },
            )
          : client.call(api.config.dictTypeAdd, { body }, { silent: true }),
      checkRequired(v as unknown as Record<string, string>, REQUIRED),
    );
  }
}
