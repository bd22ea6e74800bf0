import { useEffect } from 'react';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { TenantPicker } from './TenantPicker';
import { TopBar } from '../../ui/TopBar';
import { useRoot, useStore, useT } from '../../ui/useStore';

/** The person: who is signed in, the tenant (when they may switch), the language, the desktop console, sign out. */
export default function MePage() {
  const root = useRoot();
  const { t } = useT();
  const session = useStore(root.session);
  useEffect(() => {
    if (!session.info) void session.loadInfo().catch(() => undefined);
  }, [session]);
  const user = session.info?.user;
  return (
    <div className="m-page">
      <TopBar title={t('me.title')} onBack={() => root.router.go({ name: 'list', list: 'todo' })} />
      <main>
        {user ? (
          <section className="m-card" aria-labelledby="m-me-name">
            <h2 id="m-me-name">{user.nickName}</h2>
            <p>
              {user.userName} · {user.merchantName}
            </p>
            <p>{user.organizeName}</p>
          </section>
        ) : null}
        {user ? <TenantPicker current={user.merchantId} /> : null}
        <section className="m-card">
          <LanguagePicker />
          <a className="m-button m-block" href="/?desktop=1">
            {t('me.desktop')}
          </a>
          <button type="button" className="m-button m-danger m-block" onClick={() => void root.signOut()}>
            {t('me.signOut')}
          </button>
        </section>
      </main>
    </div>
  );
}
