import { Button, DialogBody, DialogFooter, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../../system/common/Field';
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
    <Field label={t(`category.${key}`)} error={form.errors[key]} required inputId={inputIdOf(key)}>
      <InputGroup
        id={inputIdOf(key)}
        intent={form.errors[key] ? 'danger' : 'none'}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.categoryId ? t('category.editTitle') : t('category.addTitle')}
      style={{ width: 520 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('admin:ui.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={form.isBusy} text={t('admin:ui.save')} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
});
