import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { useRun } from '../common/useRun';

const BLANK = { merchantName: '', contact: '', phone: '', remark: '' };

/** Add (below the current tenant) or edit a tenant. */
export function MerchantFormDialog({ merchantId, onClose, onSaved }: { merchantId: string | null | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, run } = useRun();
  useEffect(() => {
    if (!merchantId) return;
    void client.call(api.identity.merchantDetail, { params: { id: merchantId } }).then((m) =>
      setForm({ merchantName: m.merchantName, contact: m.contact, phone: m.phone, remark: m.remark }), () => undefined);
  }, [client, merchantId]);
  const submit = () => {
    if (!form.merchantName.trim()) return setErrors({ merchantName: t('rule.merchantNameRequired') });
    void run(
      () => (merchantId ? client.call(api.identity.merchantUpdate, { body: { ...form, merchantId } }, { silent: true }) : client.call(api.identity.merchantAdd, { body: form }, { silent: true })),
      onSaved,
      (field, message) => setErrors({ [field]: message }),
    );
  };
  const input = (key: keyof typeof BLANK, required = false) => (
    <Field label={t(`merchant.${key}`)} error={errors[key]} required={required} inputId={`merchant-${key}`}>
      <InputGroup id={`merchant-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </Field>
  );
  return (
    <AppDialog isOpen={merchantId !== undefined} onClose={onClose} title={merchantId ? t('merchant.editTitle') : t('merchant.addTitle')}>
      <DialogBody>
        {input('merchantName', true)}
        {input('contact')}
        {input('phone')}
        {input('remark')}
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
