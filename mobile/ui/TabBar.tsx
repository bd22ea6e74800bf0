import type { ListKind } from '../app/routes';
import { LIST_KINDS } from '../app/routes';
import { useRoot, useStore, useT } from './useStore';

/** The four lists along the bottom edge, within a thumb's reach; the open one is marked for screen readers. */
export function TabBar({ current }: { current: ListKind }) {
  const root = useRoot();
  const { t } = useT();
  const counts = useStore(root.counts);
  const figure = (kind: ListKind) => (kind === 'todo' ? counts.todo : undefined);
  return (
    <nav className="m-tabs" aria-label={t('nav.lists')}>
      {LIST_KINDS.map((kind) => {
        const count = figure(kind);
        return (
          <a
            key={kind}
            href={`/m${kind === 'todo' ? '/' : `/${kind}`}`}
            className="m-tab"
            aria-current={kind === current ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              root.router.go({ name: 'list', list: kind });
            }}
          >
            <span>{t(`tab.${kind}`)}</span>
            {count ? (
              <span className="m-badge" aria-label={t('list.countLabel', { count })}>
                {count}
              </span>
            ) : null}
          </a>
        );
      })}
    </nav>
  );
}
