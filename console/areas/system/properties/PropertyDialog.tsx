import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
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
    <Field label={t(`prop.${key}`)} error={form.errors[key]} required={required} inputId={idOf(key)}>
      <InputGroup
        id={idOf(key)}
        dir={key === 'attrCode' ? 'ltr' : undefined}
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
      title={store.editing ? t('prop.editTitle') : t('prop.addTitle')}
      style={{ width: 520 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void store.save().then((ok) => ok && onSaved());
        }}
      >
        <DialogBody>
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
