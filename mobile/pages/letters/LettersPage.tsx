import { useState } from 'react';
import { LettersStore } from '../../model/LettersStore';
import { TopBar } from '../../ui/TopBar';
import { useEndReached } from '../../ui/useEndReached';
import { useRoot, useStore, useT } from '../../ui/useStore';

/** Letters: unread ones marked; a letter about a task or an application opens it. */
export default function LettersPage() {
  const root = useRoot();
  const { t } = useT();
  const [store] = useState(() => new LettersStore(() => root.call));
  useStore(store);
  const end = useEndReached(() => void store.loadMore(), store.hasMore && !store.error);
  const open = async (letterId: string) => {
    const route = await store.open(letterId).catch(() => null);
    void root.counts.load();
    if (route) root.router.go(route);
  };
  return (
    <div className="m-page">
      <TopBar
        title={t('letters.title')}
        onBack={() => root.router.go({ name: 'list', list: 'todo' })}
        end={
          <button
            type="button"
            className="m-button m-small"
            onClick={() => void store.readAll().then(() => root.counts.load())}
          >
            {t('letters.readAll')}
          </button>
        }
      />
      <main>
        <ul className="m-rows">
          {store.rows.map((letter) => (
            <li key={letter.letterId} className={`m-row ${letter.status === 'UNREAD' ? 'm-unread' : ''}`}>
              <button
                type="button"
                onClick={() => void open(letter.letterId)}
                aria-expanded={store.openId === letter.letterId}
              >
                <span className="m-row-title">
                  {letter.status === 'UNREAD' ? <span className="m-dot">{t('letters.new')}</span> : null}
                  {letter.title}
                </span>
                <span className="m-row-line">{letter.sendTime.replace('T', ' ').slice(0, 16)}</span>
              </button>
              {store.openId === letter.letterId ? <p className="m-letter-text">{letter.content}</p> : null}
            </li>
          ))}
        </ul>
        {!store.isLoading && !store.error && store.rows.length === 0 && !store.hasMore ? (
          <p className="m-status">{t('letters.none')}</p>
        ) : null}
        {store.error ? (
          <p className="m-error" role="alert">
            {store.error}
          </p>
        ) : null}
        {store.isLoading ? <p className="m-status">{t('common.loading')}</p> : null}
        <div ref={end} className="m-end" />
      </main>
    </div>
  );
}
