import { useEffect, useState } from 'react';
import { FlowListStore } from '../../model/StartStore';
import { TopBar } from '../../ui/TopBar';
import { useRoot, useStore, useT } from '../../ui/useStore';

/** Start an application: the flows the person may start, one tap each. */
export default function StartPage() {
  const root = useRoot();
  const { t } = useT();
  const [store] = useState(() => new FlowListStore(() => root.call));
  useStore(store);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className="m-page">
      <TopBar title={t('start.title')} onBack={() => root.router.go({ name: 'list', list: 'todo' })} />
      <main>
        {store.isLoading ? (
          <p className="m-status" role="status">
            {t('common.loading')}
          </p>
        ) : null}
        {store.error ? (
          <p className="m-error" role="alert">
            {store.error}
          </p>
        ) : null}
        {!store.isLoading && !store.error && store.rows.length === 0 ? (
          <p className="m-status">{t('start.none')}</p>
        ) : null}
        <ul className="m-rows">
          {store.rows.map((flow) => (
            <li key={flow.id} className="m-row">
              <a
                href={`/m/start/${flow.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  root.router.go({ name: 'startFlow', processId: flow.id });
                }}
              >
                <span className="m-row-title">{flow.processName}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
