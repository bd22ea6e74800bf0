import { useState } from 'react';
import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { checkPasswords } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { encryptAll } from '../common/encrypt';
import { Field } from '../common/Field';
import { useRun } from '../common/useRun';

/** Admin reset of a user's password: new password and its confirmation, checked on blur and on save. */
export function ResetPwdDialog({ user, onClose }: { user: { userId: string; userName: string } | undefined; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState({ newPassword: '', newPasswordTwice: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, run } = useRun();
  const check = () => {
    const problem = checkPasswords({ password: form.newPassword, confirm: form.newPasswordTwice, needOriginal: false, checkConfirm: true });
    setErrors(problem ? { [problem.field]: t(problem.key) } : {});
    return !problem;
  };
  const close = () => {
    setForm({ newPassword: '', newPasswordTwice: '' });
    setErrors({});
    onClose();
  };
  const submit = () => {
    if (!check() || !user) return;
    void run(async () => {
      const [password] = await encryptAll(client, form.newPassword);
      await client.call(api.identity.resetPwd, { body: { userId: user.userId, userName: user.userName, password: password ?? '' } });
    }, close);
  };
  return (
    <AppDialog isOpen={user !== undefined} onClose={close} title={t('user.resetPwdTitle', { name: user?.userName ?? '' })}>
      <DialogBody>
        <Field label={t('user.newPassword')} error={errors.password} required inputId="reset-new">
          <InputGroup id="reset-new" type="password" value={form.newPassword} onBlur={check} onChange={(e) => setForm({ ...form, newPassword: e.target.value })} />
        </Field>
        <Field label={t('user.newPasswordTwice')} error={errors.confirm} required inputId="reset-again">
          <InputGroup id="reset-again" type="password" value={form.newPasswordTwice} onBlur={check} onChange={(e) => setForm({ ...form, newPasswordTwice: e.target.value })} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={close} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
