import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A link into the approval lists from outside the console (a notification mail, a robot message): `?taskId=`
 * opens that task's modal, `?instanceId=` the application's dynamics. Closing it drops the parameter, so a reload
 * or the back button does not open it again.
 */
export function useLinkedApproval() {
  const [params, setParams] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const instanceId = taskId ? '' : (params.get('instanceId') ?? '');
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('taskId');
          next.delete('instanceId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { taskId, instanceId, clear };
}
