import type { FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useModel } from '../../app/useModel';
import { RegisterStore, type RegisterField } from './model/RegisterStore';

/** /register: self-registration; the new account signs in and waits for an administrator to grant access. */
function RegisterPage() {
  const store = useModel((deps) => new RegisterStore(deps));
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, errors, failure } = store;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) navigate('/login', { replace: true });
  };
  const field = (name: RegisterField, type = 'text') => (
    <FormGroup
      label={t(`register.${name}`)}
      labelFor={`reg-${name}`}
      helperText={errors[name] ? t(errors[name] as string) : undefined}
      intent={errors[name] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`reg-${name}`}
        type={type}
        value={values[name]}
        intent={errors[name] ? 'danger' : 'none'}
        onChange={(e) => store.set(name, e.target.value)}
        onBlur={() => store.blur(name)}
      />
    </FormGroup>
  );
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('register.title')}</H3>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {failure && (
            <Callout intent="danger" role="alert" className="login-error">
              {failure}
            </Callout>
          )}
          {field('userName')}
          {field('nickName')}
          {field('phonenumber')}
          {field('email')}
          {field('password', 'password')}
          {field('passwordSecond', 'password')}
          <p className="muted">{t('password.rule')}</p>
          <Button type="submit" intent="primary" fill loading={store.isBusy} text={t('register.submit')} />
        </form>
        <p className="login-links">
          <Link to="/login">{t('register.toLogin')}</Link>
        </p>
      </Card>
    </div>
  );
}

export default observer(RegisterPage);
