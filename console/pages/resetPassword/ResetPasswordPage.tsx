import type { FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useModel } from '../../app/useModel';
import { FirstPasswordStore, type FirstPasswordField } from './model/FirstPasswordStore';
import { readPasswordTicket, type PasswordTicketState } from './passwordTicket';

/**
 * /resetPassword: the password change a sign-in asks for (an administrator set the password). The login page hands
 * over the one-time ticket of that sign-in; without it the page only explains how to get here.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const ticket = readPasswordTicket(useLocation().state);
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('password.pageTitle')}</H3>
        {ticket ? (
          <FirstPasswordForm ticket={ticket} />
        ) : (
          <Callout intent="primary">{t('password.signInFirst')}</Callout>
        )}
        <p className="login-links">
          <Link to="/login">{t('register.toLogin')}</Link>
        </p>
      </Card>
    </div>
  );
}

/** The new password and its confirmation, sent with the sign-in's ticket. */
const FirstPasswordForm = observer(function FirstPasswordForm({ ticket }: { ticket: PasswordTicketState }) {
  const store = useModel((deps) => new FirstPasswordStore(deps, ticket));
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, errors, failure } = store;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) navigate('/login', { replace: true });
  };
  const field = (name: FirstPasswordField, label: string) => (
    <FormGroup
      label={label}
      labelFor={`rp-${name}`}
      helperText={errors[name] ? t(errors[name] as string, { text: store.rule.text }) : undefined}
      intent={errors[name] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`rp-${name}`}
        type="password"
        value={values[name]}
        intent={errors[name] ? 'danger' : 'none'}
        onChange={(e) => store.set(name, e.target.value)}
        onBlur={() => store.blur(name)}
      />
    </FormGroup>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Callout intent="primary" className="login-error">
        {t('password.firstLoginHint', { userName: ticket.userName })}
      </Callout>
      {failure && (
        <Callout intent="danger" role="alert" className="login-error">
          {failure}
        </Callout>
      )}
      {field('password', t('password.new'))}
      {field('passwordSecond', t('password.confirm'))}
      <p className="muted">{store.rule.rule ? store.rule.text : t('password.rule')}</p>
      <Button type="submit" intent="primary" fill loading={store.isBusy} text={t('common:confirm')} />
    </form>
  );
});
