import { Button, DialogBody, DialogFooter, InputGroup, NumericInput } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import type { LockStore } from './model/LockStore';

/** Lock form: duration in minutes (required; 0 = until unlocked) and reason; open while the list holds its store. */
export const LockDialog = observer(function LockDialog({
  store,
  onClose,
  onSaved,
}: {
  store: LockStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.submit().then((saved) => saved && onSaved());
  return (
    <AppDialog isOpen onClose={onClose} title={t('user.lockTitle')}>
      <DialogBody>
        <Field
          label={t('user.lockDuration')}
          error={form.errors.lockDuration}
          required
          inputId="lock-duration"
        >
          <NumericInput
            id="lock-duration"
            min={0}
            fill
            value={form.values.lockDuration ?? ''}
            onValueChange={(n) => form.set('lockDuration', Number.isNaN(n) ? null : n)}
          />
        </Field>
        <Field label={t('user.lockReason')} inputId="lock-reason">
          <InputGroup
            id="lock-reason"
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
          />
        </Field>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button intent="danger" loading={store.runner.isBusy} text={t('user.lock')} onClick={submit} />
          </>
        }
      />
    </AppDialog>
  );
});
