import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import { useStores } from '../../app/storeContext';
import { encryptPassword } from '../encryptPassword';
import { checkPasswordField, checkPasswordForm, type PasswordField, type PasswordForm, type PasswordMode } from '../validators';
import { useCountdown } from './useCountdown';

/** Console spec §4: after a successful change, log out and go to login after 2 s. */
export const LOGOUT_DELAY_MS = 2000;
const EMPTY: PasswordForm = { originalPassword: '', password: '', passwordSecond: '', verification: '' };

/** The reset-password dialog of console spec §2.9: own-password mode, or centre mode with a verification code. */
const ResetPasswordDialog = observer(function ResetPasswordDialog({ mode }: { mode: PasswordMode }) {
  const store = useStores();
  const { client, session, notify } = store;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [isBusy, setBusy] = useState(false);
  const countdown = useCountdown();
  const close = () => store.setPasswordDialog(undefined);

  const blur = (field: PasswordField) => setErrors((prev) => ({ ...prev, [field]: checkPasswordField(field, form, mode) }));
  const input = (field: PasswordField, label: string, type = 'password') => (
    <FormGroup label={label} labelFor={`pwd-${field}`} helperText={errors[field] ? t(errors[field] as string) : undefined} intent={errors[field] ? 'danger' : 'none'}>
      <InputGroup id={`pwd-${field}`} type={type} value={form[field]} intent={errors[field] ? 'danger' : 'none'} autoComplete={field === 'originalPassword' ? 'current-password' : 'new-password'}
        onChange={(e) => setForm((prev) => ({ ...prev, [field]: e.target.value }))} onBlur={() => blur(field)} />
    </FormGroup>
  );

  const sendCode = async () => {
    try {
      await client.call(api.identity.sendVerification, { body: {} });
      notify.success(t('password.codeSent'));
      countdown.start();
    } catch {
      // the client already showed the server's message
    }
  };

  const submit = async () => {
    const problems = checkPasswordForm(form, mode);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const { publicKey } = await client.call(api.session.publicKey);
      const password = await encryptPassword(publicKey, form.password);
      const body = mode === 'self'
        ? { userName: session.info?.user.userName, password, originalPassword: await encryptPassword(publicKey, form.originalPassword) }
        : { password, verifyCode: form.verification.trim() };
      await client.call(api.identity.resetPwdBySelf, { body });
      notify.success(t('password.changed'));
      setTimeout(() => {
        void store.logout().then(() => navigate('/login', { replace: true }));
      }, LOGOUT_DELAY_MS);
    } catch {
      setBusy(false);
    }
  };

  return (
    <AppDialog isOpen title={t(mode === 'self' ? 'password.titleSelf' : 'password.titleCenter')} icon="key" onClose={close} style={{ width: 460 }}>
      <DialogBody>
        {mode === 'self' && input('originalPassword', t('password.original'))}
        {input('password', t('password.new'))}
        {input('passwordSecond', t('password.confirm'))}
        {mode === 'center' && (
          <div className="code-row">
            {input('verification', t('password.code'), 'text')}
            <Button text={countdown.left > 0 ? t('password.resendIn', { seconds: countdown.left }) : t('password.sendCode')}
              disabled={countdown.left > 0} onClick={() => void sendCode()} />
          </div>
        )}
        <p className="muted">{t('password.rule')}</p>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('common:cancel')} onClick={close} />
        <Button intent="primary" text={t('common:confirm')} loading={isBusy} onClick={() => void submit()} />
      </>} />
    </AppDialog>
  );
});
export default ResetPasswordDialog;
