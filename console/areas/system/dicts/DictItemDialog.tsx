import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../common/Field';
import { TextField } from '../common/TextField';
import { LocaleTextsFieldset } from './LocaleTextsFieldset';
import type { DictItemFormStore } from './model/DictItemFormStore';
import { StatusSelect } from './StatusSelect';

const idOf = (field: string) => `dict-item-${field}`;

/** Add or edit an item of the chosen type, with a label per UI language. */
export const DictItemDialog = observer(function DictItemDialog({
  store,
  onClose,
  onSaved,
}: {
  store: DictItemFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('dicts');
  useFocusField(store?.form.focus, idOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((ok) => ok && onSaved());
  const input = (key: 'dictValue' | 'dictLabel' | 'dictSort' | 'remark', required: boolean) => (
    <TextField
      form={form}
      field={key}
      label={t(`dict.${key}`)}
      required={required}
      inputId={idOf(key)}
      dir={key === 'dictValue' || key === 'dictSort' ? 'ltr' : undefined}
      inputMode={key === 'dictSort' ? 'numeric' : undefined}
    />
  );
  return (
    <FormDialog
      title={store.editing ? t('dict.editItem') : t('dict.addItem')}
      width={620}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('dict.save')}
      cancelText={t('dict.cancel')}
    >
      {input('dictValue', true)}
      {input('dictLabel', true)}
      <LocaleTextsFieldset
        legend={t('dict.labels')}
        idPrefix={idOf('label')}
        values={form.values.labels}
        onChange={(locale, text) => store.setLabel(locale, text)}
        error={form.errors.labels}
      />
      {input('dictSort', false)}
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
