import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import type { ResetPwdStore } from './model/ResetPwdStore';

/** Admin reset of a user's password: new password and its confirmation, checked on blur and on save. */
export const ResetPwdDialog = observer(function ResetPwdDialog({
  store,
  onClose,
}: {
  store: ResetPwdStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.submit().then((saved) => saved && onClose());
  return (
    <AppDialog isOpen onClose={onClose} title={t('user.resetPwdTitle', { name: store.user.userName })}>
      <DialogBody>
        <Field label={t('user.newPassword')} error={form.errors.password} required inputId="reset-new">
          <InputGroup
            id="reset-new"
            type="password"
            value={form.values.newPassword}
            onBlur={() => store.check()}
            onChange={(e) => form.set('newPassword', e.target.value)}
          />
        </Field>
        <Field label={t('user.newPasswordTwice')} error={form.errors.confirm} required inputId="reset-again">
          <InputGroup
            id="reset-again"
            type="password"
            value={form.values.newPasswordTwice}
            onBlur={() => store.check()}
            onChange={(e) => form.set('newPasswordTwice', e.target.value)}
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
