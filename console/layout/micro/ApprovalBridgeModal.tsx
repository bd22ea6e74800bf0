import { lazy, Suspense } from 'react';

/** The approval-task modal, loaded only when a child app asks for it. */
const ApprovalModal = lazy(() => import('../../areas/approval/ApprovalModal'));

/** Shows the approval modal for a child app's task id; hiding it calls the child's callback with the result. */
export function ApprovalBridgeModal({
  taskId,
  onClose,
}: {
  taskId: string;
  onClose: (result: string) => void;
}) {
  return (
    <Suspense fallback={null}>
      <ApprovalModal taskId={taskId} isOpen onClose={onClose} />
    </Suspense>
  );
}
