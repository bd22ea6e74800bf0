import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';
import { LanguageSelect } from '../../settings/LanguageSelect';
import type { PasswordTicketState } from '../resetPassword/passwordTicket';
import { safeRedirect } from '../../router/redirectTarget';

/** /login: user name and password; the password is encrypted with the server's public key before it is sent. */
export const LoginPage = observer(function LoginPage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; password?: string; form?: string }>({});
  const [isBusy, setBusy] = useState(false);
  const [options, setOptions] = useState({ isRegistrationOpen: false, isChatLoginOn: false });
  useEffect(() => {
    let isCurrent = true;
    void session.signInOptions().then((next) => isCurrent && setOptions(next));
    return () => {
      isCurrent = false;
    };
  }, [session]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      userName: userName.trim() ? undefined : t('login.userNameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(next);
    if (next.userName || next.password) return;
    setBusy(true);
    try {
      const { passwordTicket } = await session.login(userName.trim(), password);
      if (passwordTicket) {
        navigate('/resetPassword', { state: { userName: userName.trim(), ticket: passwordTicket } satisfies PasswordTicketState });
        return;
      }
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : t('common:http.systemError') });
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <div className="login-head">
          <div>
            <H3>{t('login.title')}</H3>
            <p className="muted">{t('login.subtitle')}</p>
          </div>
          <LanguageSelect />
        </div>
        <form onSubmit={submit} noValidate>
          {errors.form && (
            <Callout intent="danger" icon="error" role="alert" className="login-error">
              {errors.form}
            </Callout>
          )}
          <FormGroup label={t('login.userName')} labelFor="login-user" helperText={errors.userName} intent={errors.userName ? 'danger' : 'none'}>
            <InputGroup id="login-user" large leftIcon="user" autoComplete="username" autoFocus placeholder={t('login.userNamePlaceholder')}
              value={userName} onChange={(e) => setUserName(e.target.value)} intent={errors.userName ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('login.password')} labelFor="login-password" helperText={errors.password} intent={errors.password ? 'danger' : 'none'}>
            <InputGroup id="login-password" large leftIcon="lock" type="password" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')}
              value={password} onChange={(e) => setPassword(e.target.value)} intent={errors.password ? 'danger' : 'none'} />
          </FormGroup>
          <Button type="submit" intent="primary" large fill loading={isBusy} text={t('login.submit')} />
        </form>
        <p className="login-links">
          {options.isRegistrationOpen && <Link to="/register">{t('login.register')}</Link>}
          <Link to="/resetPassword">{t('login.changePassword')}</Link>
          {options.isChatLoginOn && <Link to="/dingdingLogin">{t('login.chatLogin')}</Link>}
        </p>
      </Card>
    </div>
  );
});
