import { useEffect, useRef, useState } from 'react';
import { loadApprovalTexts } from '../../app/i18n';
import { TopBar } from '../../ui/TopBar';
import { useRoot, useStore, useT } from '../../ui/useStore';
import { ActionSheet } from './ActionSheet';
import { TaskForms, type TaskFormsHandle } from './TaskForms';
import { TaskHeader } from './TaskHeader';
import { Timeline } from './Timeline';

/** A task on the phone: what it is about, the form, the timeline, and the allowed actions along the bottom. */
export default function TaskPage({ taskId }: { taskId: string }) {
  const root = useRoot();
  const { t, i18n } = useT();
  const store = useStore(root.task(taskId));
  const forms = useRef<TaskFormsHandle>(null);
  const [, setTexts] = useState(0);
  useEffect(() => {
    void loadApprovalTexts(i18n).then(() => setTexts((n) => n + 1));
    return () => root.closeTask();
  }, [root, i18n]);
  useEffect(() => {
    if (!store.isDone) return;
    root.forgetLists();
    root.router.go({ name: 'list', list: 'todo' }, { replace: true });
  }, [store.isDone, root]);
  const back = () =>
    window.history.length > 1 ? window.history.back() : root.router.go({ name: 'list', list: 'todo' });
  const task = store.task;
  const submit = () =>
    void store.submit(
      () => forms.current?.read() ?? Promise.resolve({}),
      () => forms.current?.current() ?? {},
    );
  return (
    <div className={`m-page ${store.sheetActions.length ? 'm-with-actions' : ''}`}>
      <TopBar title={t('task.title')} onBack={back} />
      <main>
        {store.loadError ? (
          <p className="m-error" role="alert">
            {store.loadError}
          </p>
        ) : null}
        {!task && !store.loadError ? (
          <p className="m-status" role="status">
            {t('common.loading')}
          </p>
        ) : null}
        {task ? (
          <>
            <TaskHeader task={task} />
            {store.error === 'sheet.formInvalid' ? (
              <p className="m-error" role="alert">
                {t('sheet.formInvalid')}
              </p>
            ) : null}
            <TaskForms
              ref={forms}
              forms={task.forms}
              value={store.variable}
              privileges={store.privileges}
              disabled={!store.canEdit}
            />
            {store.info ? <Timeline info={store.info} /> : null}
          </>
        ) : null}
      </main>
      {store.sheetActions.length ? (
        <div className="m-actions" role="group" aria-label={t('task.actions')}>
          {store.sheetActions.map((action) => (
            <button
              key={action}
              type="button"
              className={`m-button ${action === 'agree' ? 'm-primary' : action === 'reject' ? 'm-danger' : ''}`}
              onClick={() => store.open(action)}
            >
              {t(`action.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      <ActionSheet store={store} onSubmit={submit} />
    </div>
  );
}
