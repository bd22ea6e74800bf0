import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
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
    <Field label={t(`dict.${key}`)} error={form.errors[key]} required={required} inputId={idOf(key)}>
      <InputGroup
        id={idOf(key)}
        dir={key === 'dictCode' ? 'ltr' : undefined}
        disabled={disabled}
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
      title={store.editing ? t('dict.editType') : t('dict.addType')}
      style={{ width: 480 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {input('dictCode', true, Boolean(store.editing))}
          {input('dictName', true)}
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
