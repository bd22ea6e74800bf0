import { useState } from 'react';
import { Button, DialogBody, DialogFooter, InputGroup, NumericInput } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { checkLock } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { useRun } from '../common/useRun';

/** Lock form: duration in minutes (required; 0 = until unlocked) and reason. */
export function LockDialog({ userId, onClose, onSaved }: { userId: string | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { isBusy, run } = useRun();
  const close = () => {
    setMinutes(null);
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const problem = checkLock({ lockDuration: minutes });
    if (problem) return setError(t(problem.key));
    void run(() => client.call(api.identity.lock, { body: { userId: userId ?? '', lockDuration: minutes, reason } }), () => { close(); onSaved(); });
  };
  return (
    <AppDialog isOpen={userId !== undefined} onClose={close} title={t('user.lockTitle')}>
      <DialogBody>
        <Field label={t('user.lockDuration')} error={error} required inputId="lock-duration">
          <NumericInput id="lock-duration" min={0} fill value={minutes ?? ''} onValueChange={(n) => setMinutes(Number.isNaN(n) ? null : n)} />
        </Field>
        <Field label={t('user.lockReason')} inputId="lock-reason">
          <InputGroup id="lock-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={close} />
        <Button intent="danger" loading={isBusy} text={t('user.lock')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
