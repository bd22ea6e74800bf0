import { useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';

/** Moves a user into another tenant the administrator manages (with an organisation there). */
export function ChangeMerchantDialog({ userId, onClose, onSaved }: { userId: string | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [merchantId, setMerchantId] = useState('');
  const [organizeId, setOrganizeId] = useState('');
  const [error, setError] = useState<string>();
  const { isBusy, run } = useRun();
  const tree = useLoad((c) => c.call(api.identity.merchantAllTree), userId, []);
  const tenant = (tree ?? []).find((m) => m.id === merchantId);
  const close = () => {
    setMerchantId('');
    setOrganizeId('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!merchantId) return setError(t('rule.merchantRequired'));
    void run(() => client.call(api.identity.changeMerchant, { body: { userId: userId ?? '', merchantId, organizeId: organizeId || undefined } }), () => { close(); onSaved(); });
  };
  return (
    <AppDialog isOpen={userId !== undefined} onClose={close} title={t('user.changeMerchant')}>
      <DialogBody>
        <Field label={t('user.merchant')} error={error} required inputId="move-merchant">
          <HTMLSelect id="move-merchant" fill value={merchantId} onChange={(e) => { setMerchantId(e.target.value); setOrganizeId(''); }}
            options={[{ value: '', label: t('ui.choose') }, ...(tree ?? []).map((m) => ({ value: m.id, label: m.label }))]} />
        </Field>
        <Field label={t('user.organize')} inputId="move-organize">
          <HTMLSelect id="move-organize" fill value={organizeId} onChange={(e) => setOrganizeId(e.target.value)}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(tenant?.children ?? [])]} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={close} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
