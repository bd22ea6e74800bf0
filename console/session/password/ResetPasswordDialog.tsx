import { useEffect } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useModel } from '../../app/useModel';
import { useStores } from '../../app/storeContext';
import type { PasswordField, PasswordMode } from '../validators';
import { ResetPasswordStore } from './model/ResetPasswordStore';
import { useCountdown } from './useCountdown';

/** Console spec §4: after a successful change, log out and go to login after 2 s. */
export const LOGOUT_DELAY_MS = 2000;

/** The reset-password dialog of console spec §2.9: own-password mode, or centre mode with a verification code. */
const ResetPasswordDialog = observer(function ResetPasswordDialog({ mode }: { mode: PasswordMode }) {
  const shell = useStores();
  const userName = shell.session.info?.user.userName;
  const store = useModel((deps) => new ResetPasswordStore(deps, mode, userName));
  useEffect(() => void store.loadRule(), [store]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const close = () => shell.setPasswordDialog(undefined);
  const { values, errors } = store;

  const input = (field: PasswordField, label: string, type = 'password') => (
    <FormGroup
      label={label}
      labelFor={`pwd-${field}`}
      helperText={errors[field] ? t(errors[field] as string, { text: store.rule.text }) : undefined}
      intent={errors[field] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`pwd-${field}`}
        type={type}
        value={values[field]}
        intent={errors[field] ? 'danger' : 'none'}
        autoComplete={field === 'originalPassword' ? 'current-password' : 'new-password'}
        onChange={(e) => store.set(field, e.target.value)}
        onBlur={() => store.blur(field)}
      />
    </FormGroup>
  );

  const sendCode = async () => {
    if (await store.sendCode()) countdown.start();
  };

  const submit = async () => {
    if (!(await store.submit())) return;
    setTimeout(() => {
      void shell.logout().then(() => navigate('/login', { replace: true }));
    }, LOGOUT_DELAY_MS);
  };

  return (
    <AppDialog
      isOpen
      title={t(mode === 'self' ? 'password.titleSelf' : 'password.titleCenter')}
      icon="key"
      onClose={close}
      style={{ width: 460 }}
    >
      <DialogBody>
        {mode === 'self' && input('originalPassword', t('password.original'))}
        {input('password', t('password.new'))}
        {input('passwordSecond', t('password.confirm'))}
        {mode === 'center' && (
          <div className="code-row">
            {input('verification', t('password.code'), 'text')}
            <Button
              text={
                countdown.left > 0
                  ? t('password.resendIn', { seconds: countdown.left })
                  : t('password.sendCode')
              }
              disabled={countdown.left > 0}
              onClick={() => void sendCode()}
            />
          </div>
        )}
        <p className="muted">{store.rule.rule ? store.rule.text : t('password.rule')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common:cancel')} onClick={close} />
            <Button
              intent="primary"
              text={t('common:confirm')}
              loading={store.isBusy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </AppDialog>
  );
});
export default ResetPasswordDialog;
