import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { Field } from '../common/Field';
import { PictureField } from '../common/PictureField';
import type { MerchantFormStore } from './model/MerchantFormStore';

const inputIdOf = (field: string) => `merchant-${field}`;

/** Add (below the current tenant) or edit a tenant; open while the list holds a form store. */
export const MerchantFormDialog = observer(function MerchantFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: MerchantFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const input = (key: 'merchantName' | 'contact' | 'phone' | 'remark', required = false) => (
    <Field label={t(`merchant.${key}`)} error={form.errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup
        id={inputIdOf(key)}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.merchantId ? t('merchant.editTitle') : t('merchant.addTitle')}
    >
      <DialogBody>
        {input('merchantName', true)}
        <PictureField
          label={t('merchant.icon')}
          inputId={inputIdOf('icon')}
          value={form.values.icon}
          error={form.errors.icon}
          isUploading={store.logo.isUploading}
          onChoose={(file) => void store.logo.choose(file)}
          onClear={() => form.set('icon', '')}
        />
        {input('contact')}
        {input('phone')}
        {input('remark')}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button intent="primary" loading={form.isBusy} text={t('ui.save')} onClick={submit} />
          </>
        }
      />
    </AppDialog>
  );
});
