import { useEffect, useState } from 'react';
import { ApplicationStore } from '../../model/ApplicationStore';
import { loadApprovalTexts } from '../../app/i18n';
import { BottomSheet } from '../../ui/BottomSheet';
import { OpinionField } from '../../ui/OpinionField';
import { TopBar } from '../../ui/TopBar';
import { useRoot, useStore, useT } from '../../ui/useStore';
import { Timeline } from './Timeline';

/** An application: its state and timeline; urge and recall for the applicant while the server allows them. */
export default function ApplicationPage({ instanceId }: { instanceId: string }) {
  const root = useRoot();
  const { t, i18n } = useT();
  const [store] = useState(() => new ApplicationStore(() => root.call, instanceId));
  useStore(store);
  const [, setTexts] = useState(0);
  useEffect(() => {
    void store.load();
    void loadApprovalTexts(i18n).then(() => setTexts((n) => n + 1));
  }, [store, i18n]);
  const info = store.info;
  const back = () =>
    window.history.length > 1 ? window.history.back() : root.router.go({ name: 'list', list: 'mine' });
  const hasActions = Boolean(info && (info.canUrge || info.canRecall));
  return (
    <div className={`m-page ${hasActions ? 'm-with-actions' : ''}`}>
      <TopBar title={t('application.title')} onBack={back} />
      <main>
        {store.notice ? (
          <p className="m-success" role="status">
            {t(store.notice)}
          </p>
        ) : null}
        {store.error && !store.isRecalling ? (
          <p className="m-error" role="alert">
            {store.error}
          </p>
        ) : null}
        {info ? (
          <>
            <section className="m-card" aria-labelledby="m-application-title">
              <h2 id="m-application-title">{info.itemName || info.processName}</h2>
              <p>
                {info.processName} ·{' '}
                <span className={`m-state m-state-${info.instanceState}`}>
                  {t(`state.${info.instanceState}`)}
                </span>
              </p>
            </section>
            <Timeline info={info} />
          </>
        ) : null}
      </main>
      {info && hasActions ? (
        <div className="m-actions" role="group" aria-label={t('task.actions')}>
          {info.canUrge ? (
            <button
              type="button"
              className="m-button"
              disabled={store.isBusy}
              onClick={() => void store.urge()}
            >
              {t('action.urge')}
            </button>
          ) : null}
          {info.canRecall ? (
            <button type="button" className="m-button m-danger" onClick={() => store.askRecall(true)}>
              {t('action.recall')}
            </button>
          ) : null}
        </div>
      ) : null}
      {store.isRecalling ? (
        <BottomSheet
          title={t('action.recall')}
          onClose={() => store.askRecall(false)}
          footer={
            <>
              <button type="button" className="m-button" onClick={() => store.askRecall(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="m-button m-danger"
                disabled={store.isBusy}
                onClick={() => void store.recall()}
              >
                {t('action.recall')}
              </button>
            </>
          }
        >
          <OpinionField value={store.comment} onChange={(comment) => store.setComment(comment)} />
          {store.error ? (
            <p className="m-error" role="alert">
              {store.error}
            </p>
          ) : null}
        </BottomSheet>
      ) : null}
    </div>
  );
}
