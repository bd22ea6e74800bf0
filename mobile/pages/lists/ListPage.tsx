import { useEffect } from 'react';
import type { ListKind } from '../../app/routes';
import { TabBar } from '../../ui/TabBar';
import { TopBar } from '../../ui/TopBar';
import { TopLinks } from '../../ui/TopLinks';
import { useEndReached } from '../../ui/useEndReached';
import { usePullToRefresh } from '../../ui/usePullToRefresh';
import { useRoot, useStore, useT } from '../../ui/useStore';
import { ListRow } from './ListRow';

/** To-do, done, my applications or cc: pull down to refresh, scroll to the end for more. */
export function ListPage({ kind }: { kind: ListKind }) {
  const root = useRoot();
  const { t } = useT();
  const list = useStore(root.list(kind));
  useEffect(() => {
    if (list.rows.length === 0 && !list.isLoading) void list.loadMore();
    void root.counts.load();
  }, [list, root]);
  const pull = usePullToRefresh(() => void list.refresh());
  const end = useEndReached(() => void list.loadMore(), list.hasMore && !list.error);
  const isEmpty = !list.isLoading && !list.error && list.rows.length === 0 && !list.hasMore;
  return (
    <div className="m-page m-with-tabs" {...pull.handlers}>
      <TopBar title={t(`list.${kind}`)} end={<TopLinks />} />
      <div className="m-pull" style={{ height: pull.distance }} aria-hidden="true">
        {pull.distance > 0 ? t(pull.isArmed ? 'list.release' : 'list.pull') : ''}
      </div>
      <main>
        <p className="m-total" role="status">
          {list.isRefreshing ? t('list.refreshing') : t('list.total', { count: list.total })}
        </p>
        <ul className="m-rows">
          {list.rows.map((row) => (
            <ListRow key={`${row.id}-${row.taskId}`} row={row} />
          ))}
        </ul>
        {isEmpty ? <p className="m-status">{t(`list.empty.${kind}`)}</p> : null}
        {list.error ? (
          <div className="m-status" role="alert">
            <p>{list.error}</p>
            <button type="button" className="m-button" onClick={() => void list.retry()}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {list.isLoading && !list.isRefreshing ? <p className="m-status">{t('common.loading')}</p> : null}
        <div ref={end} className="m-end" />
      </main>
      <TabBar current={kind} />
    </div>
  );
}
