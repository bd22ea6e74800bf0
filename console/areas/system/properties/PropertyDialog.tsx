import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../common/Field';
import { TextField } from '../common/TextField';
import type { PropertyFormStore } from './model/PropertyFormStore';

const idOf = (field: string) => `property-${field}`;

/** Add or edit a configuration property. */
export const PropertyDialog = observer(function PropertyDialog({
  store,
  onClose,
  onSaved,
}: {
  store: PropertyFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('dicts');
  useFocusField(store?.form.focus, idOf);
  if (!store) return null;
  const { form } = store;
  const input = (key: 'attrCode' | 'attrValue' | 'remark', required: boolean) => (
    <TextField
      form={form}
      field={key}
      label={t(`prop.${key}`)}
      required={required}
      inputId={idOf(key)}
      dir={key === 'attrCode' ? 'ltr' : undefined}
    />
  );
  return (
    <FormDialog
      title={store.editing ? t('prop.editTitle') : t('prop.addTitle')}
      width={520}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={() => void store.save().then((ok) => ok && onSaved())}
      submitText={t('dict.save')}
      cancelText={t('dict.cancel')}
    >
      {input('attrCode', true)}
      {input('attrValue', false)}
      {store.isFavicon && <p className="bp6-text-muted">{t('prop.faviconHint')}</p>}
      <Field label={t('prop.status')} inputId={idOf('status')}>
        <HTMLSelect
          id={idOf('status')}
          value={form.values.status}
          onChange={(e) => form.set('status', e.target.value === '1' ? '1' : '0')}
          options={[
            { value: '0', label: t('dict.enabled') },
            { value: '1', label: t('dict.disabled') },
          ]}
        />
      </Field>
      {input('remark', false)}
      <p className="bp6-text-muted">{t('prop.appliesOnReload')}</p>
    </FormDialog>
  );
});
