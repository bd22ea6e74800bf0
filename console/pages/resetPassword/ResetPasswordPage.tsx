import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';
import { encryptPassword } from '../../session/encryptPassword';
import { checkPasswordField, type PasswordField, type PasswordForm } from '../../session/validators';
import { readPasswordTicket } from './passwordTicket';

const FIELDS = ['password', 'passwordSecond'] as const;

/**
 * /resetPassword: the password change a sign-in asks for (an administrator set the password). The login page hands
 * over the one-time ticket of that sign-in; without it the page only explains how to get here.
 */
export default function ResetPasswordPage() {
  const { client, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ticket = readPasswordTicket(useLocation().state);
  const [form, setForm] = useState<PasswordForm>({ originalPassword: '', password: '', passwordSecond: '', verification: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    const problems = Object.fromEntries(FIELDS.map((name) => [name, checkPasswordField(name, form, 'center')]));
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const { publicKey } = await client.call(api.session.publicKey);
      const password = await encryptPassword(publicKey, form.password);
      await client.call(api.session.resetPwdFirst, { body: { userName: ticket.userName, ticket: ticket.ticket, password } }, { silent: true });
      notify.success(t('password.changed'));
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:http.systemError'));
      setBusy(false);
    }
  };
  const field = (name: PasswordField, label: string) => (
    <FormGroup label={label} labelFor={`rp-${name}`} helperText={errors[name] ? t(errors[name] as string) : undefined} intent={errors[name] ? 'danger' : 'none'}>
      <InputGroup id={`rp-${name}`} type="password" value={form[name]} intent={errors[name] ? 'danger' : 'none'}
        onChange={(e) => setForm((p) => ({ ...p, [name]: e.target.value }))}
        onBlur={() => setErrors((p) => ({ ...p, [name]: checkPasswordField(name, form, 'center') }))} />
    </FormGroup>
  );
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('password.pageTitle')}</H3>
        {ticket ? (
          <form onSubmit={submit} noValidate>
            <Callout intent="primary" className="login-error">{t('password.firstLoginHint', { userName: ticket.userName })}</Callout>
            {failure && <Callout intent="danger" role="alert" className="login-error">{failure}</Callout>}
            {field('password', t('password.new'))}
            {field('passwordSecond', t('password.confirm'))}
            <p className="muted">{t('password.rule')}</p>
            <Button type="submit" intent="primary" fill loading={isBusy} text={t('common:confirm')} />
          </form>
        ) : (
          <Callout intent="primary">{t('password.signInFirst')}</Callout>
        )}
        <p className="login-links"><Link to="/login">{t('register.toLogin')}</Link></p>
      </Card>
    </div>
  );
}
