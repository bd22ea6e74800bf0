import { NumericInput, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../../system/common/Field';
import { TextField } from '../../system/common/TextField';
import type { CategoryFormStore } from './model/CategoryFormStore';

const inputIdOf = (field: string) => `tpl-category-${field}`;

/** Add or edit a template category; open while the list holds a form store. */
export const CategoryFormDialog = observer(function CategoryFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: CategoryFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('templates');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const input = (key: 'categoryCode' | 'categoryName') => (
    <TextField form={form} field={key} label={t(`category.${key}`)} required inputId={inputIdOf(key)} />
  );
  return (
    <FormDialog
      title={store.categoryId ? t('category.editTitle') : t('category.addTitle')}
      width={520}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={submit}
    >
      {input('categoryCode')}
      {input('categoryName')}
      <Field label={t('category.orderNum')} error={form.errors.orderNum} inputId={inputIdOf('orderNum')}>
        <NumericInput
          id={inputIdOf('orderNum')}
          min={0}
          fill
          intent={form.errors.orderNum ? 'danger' : 'none'}
          value={form.values.orderNum}
          onValueChange={(_n, text) => form.set('orderNum', text)}
        />
      </Field>
      <Field label={t('category.remark')} error={form.errors.remark} inputId={inputIdOf('remark')}>
        <TextArea
          id={inputIdOf('remark')}
          fill
          value={form.values.remark}
          onChange={(e) => form.set('remark', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
});
