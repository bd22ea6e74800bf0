import { useState, type FormEvent } from 'react';
import { SignInStore, type SignInField } from '../../model/SignInStore';
import { safeNext } from '../../app/routes';
import { Field } from '../../ui/Field';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { useRoot, useStore, useT } from '../../ui/useStore';

/** Sign-in on the phone: the console's account and password; the first sign-in may ask for a new password. */
export function SignInPage({ next }: { next: string }) {
  const root = useRoot();
  const { t } = useT();
  const [store] = useState(() => new SignInStore(root.session));
  useStore(store);
  useStore(root.session);
  const isChange = root.session.mustChangePassword;
  const field = (name: SignInField, type: 'text' | 'password', autoComplete: string) => (
    <Field
      label={t(`signIn.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={store.values[name]}
      onChange={(value) => store.set(name, value)}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) root.router.goPath(safeNext(next));
  };
  return (
    <main className="m-page m-sign-in">
      <h1 className="m-sign-in-title">{t('signIn.title')}</h1>
      <form onSubmit={submit} noValidate>
        {isChange ? (
          <>
            <p className="m-note">{t('signIn.changeFirst')}</p>
            {field('newPassword', 'password', 'new-password')}
            {field('confirmPassword', 'password', 'new-password')}
          </>
        ) : (
          <>
            {field('userName', 'text', 'username')}
            {field('password', 'password', 'current-password')}
          </>
        )}
        {store.error ? (
          <p className="m-error" role="alert">
            {store.isErrorKey ? t(store.error) : store.error}
          </p>
        ) : null}
        <button type="submit" className="m-button m-primary m-block" disabled={store.isBusy}>
          {t(isChange ? 'signIn.change' : 'signIn.submit')}
        </button>
      </form>
      <LanguagePicker />
    </main>
  );
}
