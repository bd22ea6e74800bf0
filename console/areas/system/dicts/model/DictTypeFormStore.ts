import { api } from '@shared/api';
import type { DictTypeRow } from '@shared/api/modules/config/dictSchemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

type TypeValues = {
  dictCode: string;
  dictName: string;
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
            remark: editing.remark,
            status: editing.status === '1' ? '1' : '0',
          }
        : { dictCode: '', dictName: '', remark: '', status: '0' },
      'dicts',
    );
  }

  /** Checks the required fields, then saves; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const body = { ...this.form.values, dictCode: this.form.values.dictCode.trim() };
    return this.form.submit(
      () =>
        this.editing
          ? client.call(
              api.config.dictTypeUpdate,
              { body: { ...body, dictTypeId: this.editing.dictTypeId } },
              { silent: true },
            )
          : client.call(api.config.dictTypeAdd, { body }, { silent: true }),
      checkRequired(this.form.values, REQUIRED),
    );
  }
}
