import { api } from '@shared/api';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

const REQUIRED = { categoryCode: 'form.codeRequired', categoryName: 'form.nameRequired' };

export interface CategoryFormValues {
  categoryCode: string;
  categoryName: string;
  /** As typed; a whole number from 0. */
  orderNum: string;
  remark: string;
}

/** Adding or editing one template category. */
export class CategoryFormStore {
  readonly form: FormModel<CategoryFormValues>;

  constructor(
    private readonly deps: ModelDeps,
    /** The category being edited; null when adding. */
    readonly categoryId: string | null,
  ) {
    this.form = new FormModel(
      deps,
      { categoryCode: '', categoryName: '', orderNum: '0', remark: '' },
      'templates',
    );
  }

  /** Loads the category when editing. */
  async load() {
    if (!this.categoryId) return;
    const row = await this.deps.client
      .call(api.messaging.templateCategoryDetail, { body: { categoryId: this.categoryId } })
      .catch(() => undefined);
    if (row)
      this.form.reset({
        categoryCode: row.categoryCode,
        categoryName: row.categoryName,
        orderNum: String(row.orderNum),
        remark: row.remark,
      });
  }

  /** Checks the required fields and the order, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const { categoryCode, categoryName, orderNum, remark } = this.form.values;
    const order = Number(orderNum.trim() || '0');
    const problems = checkRequired(this.form.values as unknown as Record<string, string>, REQUIRED);
    if (!Number.isInteger(order) || order < 0 || order > 99999)
      problems.push({ field: 'orderNum', key: 'form.orderInvalid' });
    const body = { categoryCode: categoryCode.trim(), categoryName, orderNum: order, remark };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.categoryId
          ? client.call(
              api.messaging.templateCategoryUpdate,
              { body: { ...body, categoryId: this.categoryId } },
              { silent: true },
            )
          : client.call(api.messaging.templateCategoryAdd, { body }, { silent: true }),
      problems,
    );
  }
}
