import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { LABEL_LOCALES, type DictItemFormStore } from './model/DictItemFormStore';
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
    <Field label={t(`dict.${key}`)} error={form.errors[key]} required={required} inputId={idOf(key)}>
      <InputGroup
        id={idOf(key)}
        dir={key === 'dictValue' || key === 'dictSort' ? 'ltr' : undefined}
        inputMode={key === 'dictSort' ? 'numeric' : undefined}
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
      title={store.editing ? t('dict.editItem') : t('dict.addItem')}
      style={{ width: 620 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {input('dictValue', true)}
          {input('dictLabel', true)}
          <fieldset className="dict-labels" aria-describedby={idOf('labels-error')}>
            <legend>{t('dict.labels')}</legend>
            {LABEL_LOCALES.map((locale) => (
              <Field key={locale} label={t(`lang.${locale}`)} inputId={idOf(`label-${locale}`)}>
                <InputGroup
                  id={idOf(`label-${locale}`)}
                  value={form.values.labels[locale] ?? ''}
                  onChange={(e) => store.setLabel(locale, e.target.value)}
                />
              </Field>
            ))}
            {form.errors.labels && (
              <div id={idOf('labels-error')} className="admin-inline-error" role="alert">
                {form.errors.labels}
              </div>
            )}
          </fieldset>
          {input('dictSort', false)}
          <Field label={t('dict.status')} inputId={idOf('status')}>
            <StatusSelect
              id={idOf('status')}
              value={form.values.status}
              onChange={(v) => form.set('status', v)}
            />
          </Field>
          {input('remark', false)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('dict.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={form.isBusy} text={t('dict.save')} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
});
