import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../common/Field';
import { TextField } from '../common/TextField';
import { LocaleTextsFieldset } from './LocaleTextsFieldset';
import type { DictTypeFormStore } from './model/DictTypeFormStore';
import { StatusSelect } from './StatusSelect';

const idOf = (field: string) => `dict-type-${field}`;

/** Add or edit a dictionary type; open while the list holds a type form. */
export const DictTypeDialog = observer(function DictTypeDialog({
  store,
  onClose,
  onSaved,
}: {
  store: DictTypeFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('dicts');
  useFocusField(store?.form.focus, idOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((ok) => ok && onSaved());
  const input = (key: 'dictCode' | 'dictName' | 'remark', required: boolean, disabled = false) => (
    <TextField
      form={form}
      field={key}
      label={t(`dict.${key}`)}
      required={required}
      inputId={idOf(key)}
      dir={key === 'dictCode' ? 'ltr' : undefined}
      disabled={disabled}
    />
  );
  return (
    <FormDialog
      title={store.editing ? t('dict.editType') : t('dict.addType')}
      width={620}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('dict.save')}
      cancelText={t('dict.cancel')}
    >
      {input('dictCode', true, Boolean(store.editing))}
      {input('dictName', true)}
      <LocaleTextsFieldset
        legend={t('dict.names')}
        idPrefix={idOf('name')}
        values={form.values.names}
        onChange={(locale, text) => store.setName(locale, text)}
        error={form.errors.names}
      />
      <Field label={t('dict.status')} inputId={idOf('status')}>
        <StatusSelect
          id={idOf('status')}
          value={form.values.status}
          onChange={(v) => form.set('status', v)}
        />
      </Field>
      {input('remark', false)}
    </FormDialog>
  );
});
