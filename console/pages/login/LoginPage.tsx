import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { reloadLanguagePack } from '../../i18n/setupI18n';
import { LanguageSelect } from '../../settings/LanguageSelect';
import type { PasswordTicketState } from '../resetPassword/passwordTicket';
import { afterSignIn } from '../../router/redirectTarget';
import { LoginStore } from './model/LoginStore';
import { useAppName } from '../../layout/useAppName';

/** /login: user name and password; the password is encrypted with the server's public key before it is sent. */
export const LoginPage = observer(function LoginPage() {
  const { session, settings, i18n } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [store] = useState(() => new LoginStore(session, (key, values) => t(key, values)));
  useEffect(() => void store.start(), [store]);
  const { errors, options } = store;
  const appName = useAppName();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.submit();
    if (outcome?.kind === 'changePassword') {
      navigate('/resetPassword', {
        state: {
          userName: outcome.userName,
          ticket: outcome.ticket,
          rule: outcome.rule,
        } satisfies PasswordTicketState,
      });
    } else if (outcome?.kind === 'signedIn') {
      // the page loaded the sign-in page's messages: the tenant's own overrides go over them now
      await reloadLanguagePack(i18n, settings.locale);
      navigate(afterSignIn(params.get('redirect')), { replace: true });
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <div className="login-head">
          <div>
            <H3>{t('login.title')}</H3>
            <p className="muted">{appName}</p>
          </div>
          <LanguageSelect />
        </div>
        <form onSubmit={submit} noValidate>
          {errors.form && (
            <Callout intent="danger" icon="error" role="alert" className="login-error">
              {errors.form}
            </Callout>
          )}
          <FormGroup
            label={t('login.userName')}
            labelFor="login-user"
            helperText={errors.userName}
            intent={errors.userName ? 'danger' : 'none'}
          >
            <InputGroup
              id="login-user"
              large
              leftIcon="user"
              autoComplete="username"
              autoFocus
              placeholder={t('login.userNamePlaceholder')}
              value={store.userName}
              onChange={(e) => store.setUserName(e.target.value)}
              intent={errors.userName ? 'danger' : 'none'}
            />
          </FormGroup>
          <FormGroup
            label={t('login.password')}
            labelFor="login-password"
            helperText={errors.password}
            intent={errors.password ? 'danger' : 'none'}
          >
            <InputGroup
              id="login-password"
              large
              leftIcon="lock"
              type="password"
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              value={store.password}
              onChange={(e) => store.setPassword(e.target.value)}
              intent={errors.password ? 'danger' : 'none'}
            />
          </FormGroup>
          <Button type="submit" intent="primary" large fill loading={store.isBusy} text={t('login.submit')} />
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
