import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';
import { encryptPassword } from '../../session/encryptPassword';
import { checkEmail, checkNickName, checkPhone, checkUserName, PASSWORD_PATTERN } from '../../session/validators';

type Field = 'userName' | 'nickName' | 'phonenumber' | 'email' | 'password' | 'passwordSecond';
const CHECKS: Record<Field, (v: string, all: Record<Field, string>) => string | undefined> = {
  userName: checkUserName,
  nickName: checkNickName,
  phonenumber: checkPhone,
  email: checkEmail,
  password: (v) => (!v.trim() ? 'password.newRequired' : PASSWORD_PATTERN.test(v) ? undefined : 'password.rule'),
  passwordSecond: (v, all) => (!v ? 'password.confirmRequired' : v !== all.password ? 'password.mismatch' : undefined),
};

/** /register: self-registration; the new account signs in and waits for an administrator to grant access. */
export default function RegisterPage() {
  const { client, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<Record<Field, string>>({ userName: '', nickName: '', phonenumber: '', email: '', password: '', passwordSecond: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries((Object.keys(CHECKS) as Field[]).map((f) => [f, CHECKS[f](form[f], form)])) as Partial<Record<Field, string>>;
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const { publicKey } = await client.call(api.session.publicKey);
      const password = await encryptPassword(publicKey, form.password);
      await client.call(api.shell.register, { body: { userName: form.userName.trim(), nickName: form.nickName, phonenumber: form.phonenumber, email: form.email, password } }, { silent: true });
      notify.success(t('register.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:http.systemError'));
      setBusy(false);
    }
  };
  const field = (name: Field, type = 'text') => (
    <FormGroup label={t(`register.${name}`)} labelFor={`reg-${name}`} helperText={errors[name] ? t(errors[name] as string) : undefined} intent={errors[name] ? 'danger' : 'none'}>
      <InputGroup id={`reg-${name}`} type={type} value={form[name]} intent={errors[name] ? 'danger' : 'none'}
        onChange={(e) => setForm((p) => ({ ...p, [name]: e.target.value }))}
        onBlur={() => setErrors((p) => ({ ...p, [name]: CHECKS[name](form[name], form) }))} />
    </FormGroup>
  );
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('register.title')}</H3>
        <form onSubmit={submit} noValidate>
          {failure && <Callout intent="danger" role="alert" className="login-error">{failure}</Callout>}
          {field('userName')}
          {field('nickName')}
          {field('phonenumber')}
          {field('email')}
          {field('password', 'password')}
          {field('passwordSecond', 'password')}
          <p className="muted">{t('password.rule')}</p>
          <Button type="submit" intent="primary" fill loading={isBusy} text={t('register.submit')} />
        </form>
        <p className="login-links"><Link to="/login">{t('register.toLogin')}</Link></p>
      </Card>
    </div>
  );
}
