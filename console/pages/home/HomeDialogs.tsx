import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { HomeStore } from './model/HomeStore';

/** The approval modal of the to-do list and the start dialog of the approval pages, loaded when first opened. */
const ApprovalModal = lazy(() => import('../../areas/approval/ApprovalModal'));
const StartApplicationDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('../../areas/approval/start/StartApplicationDialog'),
    import('../../areas/approval/approval.css'),
  ]);
  return { default: dialog.StartApplicationDialog };
});

export interface HomeDialogsProps {
  store: HomeStore;
}

/** A to-do opened from the home page, and starting an application from an empty state. */
export const HomeDialogs = observer(function HomeDialogs({ store }: HomeDialogsProps) {
  return (
    <Suspense fallback={null}>
      {store.openTaskId && (
        <ApprovalModal
          key={store.openTaskId}
          taskId={store.openTaskId}
          isOpen
          onClose={(result) => store.closeTask(result === 'changed')}
        />
      )}
      {store.isStarting && <StartApplicationDialog onClose={(changed) => store.closeStart(changed)} />}
    </Suspense>
  );
});
