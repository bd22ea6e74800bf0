import '../system/common/admin.css';
import './centre/letterCentre.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LetterLinkData } from '@shared/api/modules/shell';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { Pager } from '../system/common/Pager';
import { LetterActions } from './centre/LetterActions';
import { LetterDeleteConfirm } from './centre/LetterDeleteConfirm';
import { LetterDetailDialog } from './centre/LetterDetailDialog';
import { LetterFilters } from './centre/LetterFilters';
import { LetterLinkTarget } from './centre/LetterLinkTarget';
import { LetterTable } from './centre/LetterTable';
import { LetterCenterStore } from './model/LetterCenterStore';

/**
 * The message centre (console spec §2.2 LetterNotificationNew): filters, search, the letters with read state,
 * selection actions, the detail with its link to the approval task or application. Live with the bell: a change
 * of the bell's tip (the letter stream) reloads the list, and every change here refreshes the bell.
 */
const LetterCenter = observer(function LetterCenter() {
  const { letters } = useStores();
  const store = useModel((deps) => new LetterCenterStore(deps, letters));
  const [followed, setFollowed] = useState<{ link: LetterLinkData; title: string } | undefined>();
  // the task modal unmounts as it closes, so focus goes back by hand to what followed the link
  const followedFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (followed || !followedFrom.current) return;
    followedFrom.current.focus();
    followedFrom.current = null;
  }, [followed]);
  useEffect(() => void store.start(), [store]);
  const { tipKey } = store;
  useEffect(() => void store.followTip(), [store, tipKey]);

  const listTop = useRef<HTMLDivElement>(null);
  return (
    <Card className="letter-center">
      <LetterFilters store={store} />
      <LetterActions store={store} focusRef={listTop} />
      <LetterList store={store} />
      <LetterDetailDialog
        store={store}
        onFollow={(link) => {
          followedFrom.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setFollowed({ link, title: store.detail.value?.title ?? '' });
        }}
      />
      <LetterDeleteConfirm store={store} afterDelete={listTop} />
      {followed && (
        <LetterLinkTarget
          link={followed.link}
          title={followed.title}
          onClose={() => {
            setFollowed(undefined);
            void store.load();
          }}
        />
      )}
    </Card>
  );
});
export default LetterCenter;

/** The list with its loading, failed and empty states, and the pager. */
const LetterList = observer(function LetterList({ store }: { store: LetterCenterStore }) {
  const { t } = useTranslation();
  const { page } = store;
  if (!page.hasLoaded)
    return <Spinner className="letter-state" size={30} aria-label={t('letters.loading')} />;
  if (page.failed && page.rows.length === 0)
    return (
      <NonIdealState
        icon="error"
        title={t('letters.loadFailed')}
        action={<Button icon="refresh" text={t('letters.retry')} onClick={() => void store.load()} />}
      />
    );
  if (page.rows.length === 0)
    return (
      <NonIdealState
        icon="inbox"
        title={store.hasFilter ? t('letters.noMatch') : t('letters.empty')}
        action={
          store.hasFilter ? (
            <Button
              icon="filter-remove"
              text={t('letters.clearFilters')}
              onClick={() => void store.resetFilter()}
            />
          ) : undefined
        }
      />
    );
  return (
    <div className={page.isLoading ? 'letter-list is-loading' : 'letter-list'} aria-busy={page.isLoading}>
      <LetterTable store={store} />
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
    </div>
  );
});
