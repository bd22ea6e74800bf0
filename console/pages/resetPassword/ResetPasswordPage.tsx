import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';
import { encryptPassword } from '../../session/encryptPassword';
import { checkPasswordField, checkPasswordForm, type PasswordField, type PasswordForm } from '../../session/validators';

/** /resetPassword: change the password before signing in (first login or expired password), via resetPwdFirst. */
export default function ResetPasswordPage() {
  const { client, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState(params.get('userName') ?? '');
  const [form, setForm] = useState<PasswordForm>({ originalPassword: '', password: '', passwordSecond: '', verification: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField | 'userName', string>>>({});
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { ...checkPasswordForm(form, 'self'), userName: userName.trim() ? undefined : 'validation.userNameRequired' };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const { publicKey } = await client.call(api.session.publicKey);
      await client.call(api.session.resetPwdFirst, {
        body: { userName: userName.trim(), originalPassword: await encryptPassword(publicKey, form.originalPassword), password: await encryptPassword(publicKey, form.password) },
      }, { silent: true });
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
        onBlur={() => setErrors((p) => ({ ...p, [name]: checkPasswordField(name, form, 'self') }))} />
    </FormGroup>
  );
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('password.pageTitle')}</H3>
        <form onSubmit={submit} noValidate>
          {failure && <Callout intent="danger" role="alert" className="login-error">{failure}</Callout>}
          <FormGroup label={t('login.userName')} labelFor="rp-user" helperText={errors.userName ? t(errors.userName) : undefined} intent={errors.userName ? 'danger' : 'none'}>
            <InputGroup id="rp-user" value={userName} onChange={(e) => setUserName(e.target.value)} />
          </FormGroup>
          {field('originalPassword', t('password.original'))}
          {field('password', t('password.new'))}
          {field('passwordSecond', t('password.confirm'))}
          <p className="muted">{t('password.rule')}</p>
          <Button type="submit" intent="primary" fill loading={isBusy} text={t('common:confirm')} />
        </form>
        <p className="login-links"><Link to="/login">{t('register.toLogin')}</Link></p>
      </Card>
    </div>
  );
}
