import { useEffect, useRef, useState } from 'react';
import { StartStore } from '../../model/StartStore';
import { PeoplePicker } from '../../ui/PeoplePicker';
import { TopBar } from '../../ui/TopBar';
import { useRoot, useStore, useT } from '../../ui/useStore';
import { TaskForms, type TaskFormsHandle } from '../task/TaskForms';

/** Fill the flow's form, pick the people the flow asks for, submit; then the application's page. */
export default function StartFlowPage({ processId }: { processId: string }) {
  const root = useRoot();
  const { t } = useT();
  const [store] = useState(() => new StartStore(() => root.call, processId));
  useStore(store);
  const forms = useRef<TaskFormsHandle>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    if (!store.instanceId) return;
    root.forgetLists();
    root.router.go({ name: 'application', instanceId: store.instanceId }, { replace: true });
  }, [store.instanceId, root]);
  const form = store.form;
  const ccIds = new Set(form?.ccNodes.map((node) => node.id));
  const submit = () => void store.submit(() => forms.current?.read() ?? Promise.resolve({}));
  return (
    <div className="m-page m-with-actions">
      <TopBar
        title={form?.processName ?? t('start.title')}
        onBack={() => root.router.go({ name: 'start' })}
      />
      <main>
        {!form && !store.error ? (
          <p className="m-status" role="status">
            {t('common.loading')}
          </p>
        ) : null}
        {form ? (
          <>
            <TaskForms
              ref={forms}
              forms={form.forms}
              value={{}}
              privileges={form.privileges}
              disabled={false}
              onChange={() => store.formChanged()}
            />
            {store.pickNodes.map((node) => (
              <section key={node.id} className="m-card">
                <PeoplePicker
                  label={t(ccIds.has(node.id) ? 'start.ccPeople' : 'start.approvers', {
                    node: node.nodeName,
                  })}
                  picked={store.picks[node.id] ?? []}
                  isSingle={node.selectMode === 1}
                  onChange={(people) => store.setPicks(node.id, people)}
                />
              </section>
            ))}
          </>
        ) : null}
        {store.error ? (
          <p className="m-error" role="alert">
            {store.error.startsWith('start.') ? t(store.error) : store.error}
          </p>
        ) : null}
      </main>
      {form ? (
        <div className="m-actions">
          <button
            type="button"
            className="m-button m-primary m-block"
            disabled={store.isBusy}
            onClick={submit}
          >
            {t('start.submit')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
