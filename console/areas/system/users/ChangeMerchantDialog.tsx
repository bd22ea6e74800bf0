import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import type { ChangeMerchantStore } from './model/ChangeMerchantStore';

/** Moves a user into another tenant the administrator manages (with an organisation there). */
export const ChangeMerchantDialog = observer(function ChangeMerchantDialog({
  store,
  onClose,
  onSaved,
}: {
  store: ChangeMerchantStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.submit().then((saved) => saved && onSaved());
  return (
    <AppDialog isOpen onClose={onClose} title={t('user.changeMerchant')}>
      <DialogBody>
        <Field label={t('user.merchant')} error={form.errors.merchantId} required inputId="move-merchant">
          <HTMLSelect
            id="move-merchant"
            fill
            value={form.values.merchantId}
            onChange={(e) => store.chooseMerchant(e.target.value)}
            options={[
              { value: '', label: t('ui.choose') },
              ...(store.tenants.value ?? []).map((m) => ({ value: m.id, label: m.label })),
            ]}
          />
        </Field>
        <Field label={t('user.organize')} inputId="move-organize">
          <HTMLSelect
            id="move-organize"
            fill
            value={form.values.organizeId}
            onChange={(e) => form.set('organizeId', e.target.value)}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(store.organizes)]}
          />
        </Field>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button intent="primary" loading={store.runner.isBusy} text={t('ui.save')} onClick={submit} />
          </>
        }
      />
    </AppDialog>
  );
});
