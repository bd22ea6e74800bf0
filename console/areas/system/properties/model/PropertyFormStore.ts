import { api } from '@shared/api';
import type { PropertyRow } from '@shared/api/modules/config/dictSchemas';
import { FAVICON_KEY, propertyValueProblem } from '@shared/api/modules/config/propertyRules';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

type PropertyValues = {
  attrCode: string;
  attrValue: string;
  remark: string;
  status: '0' | '1';
};

const REQUIRED = { attrCode: 'form.codeRequired' };

/** Adding or editing one configuration property (e.g. VUE_APP_NAME, VUE_APP_FAVICON). */
export class PropertyFormStore {
  readonly form: FormModel<PropertyValues>;

  constructor(
    private readonly deps: ModelDeps,
    readonly editing: PropertyRow | undefined,
  ) {
    this.form = new FormModel<PropertyValues>(
      deps,
      editing
        ? {
            attrCode: editing.attrCode,
            attrValue: editing.attrValue,
            remark: editing.remark,
            status: editing.status === '1' ? '1' : '0',
          }
        : { attrCode: '', attrValue: '', remark: '', status: '0' },
      'dicts',
    );
  }

  /** Whether the value is the favicon (the view then hints at the allowed forms). */
  get isFavicon() {
    return this.form.values.attrCode.trim() === FAVICON_KEY;
  }

  save(): Promise<boolean> {
    const { client } = this.deps;
    const v = this.form.values;
    const body = { ...v, attrCode: v.attrCode.trim() };
    const problems = checkRequired(v, REQUIRED);
    const valueProblem = propertyValueProblem(body.attrCode, v.attrValue);
    if (valueProblem) problems.push({ field: 'attrValue', key: `server:${valueProblem}` });
    return this.form.submit(
      () =>
        this.editing
          ? client.call(
              api.config.propertiesUpdate,
              { body: { ...body, propId: this.editing.propId } },
              { silent: true },
            )
          : client.call(api.config.propertiesAdd, { body }, { silent: true }),
      problems,
    );
  }
}
