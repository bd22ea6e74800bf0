import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { FormValues } from '@shared/form';
import { useStores } from '../../../app/storeContext';

export interface NextApproverRequest { nodeNames: string[]; selectMode: number; resolve: (chosen: { id: string; name: string }[]) => void }

const requestId = () => `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The modal's actions (workflow spec §4.1): each reads the form first, calls the server once (with a request key
 * so a double click is answered once), shows "Operation successful!" and closes; a failed call stops silently
 * apart from the server's message.
 */
export function useTaskActions(taskId: string, onDone: () => void) {
  const { t } = useTranslation('approval');
  const { client, notify } = useStores();
  const [isBusy, setBusy] = useState(false);
  const [nextApprover, setNextApprover] = useState<NextApproverRequest | null>(null);

  const run = async (work: () => Promise<unknown>, closes = true) => {
    if (isBusy) return;
    setBusy(true);
    try {
      await work();
      notify.success(t('message.success'));
      if (closes) onDone();
    } catch {
      // the client already showed the server's message; the flow stops here
    } finally {
      setBusy(false);
    }
  };

  const askActors = (nodeNames: string[], selectMode: number) =>
    new Promise<{ id: string; name: string }[]>((resolve) => setNextApprover({ nodeNames, selectMode, resolve }));

  return {
    isBusy,
    nextApprover,
    closeNextApprover: (chosen: { id: string; name: string }[]) => {
      nextApprover?.resolve(chosen);
      setNextApprover(null);
    },
    claim: () => run(() => client.call(api.approval.claim, { body: { taskId, requestId: requestId() } }), false),
    agree: async (read: () => Promise<FormValues>, comment: string) => {
      let params: FormValues;
      try {
        params = await read();
      } catch {
        return;
      }
      const check = await client.call(api.approval.approvePreview, { body: { taskId, params } }).catch(() => null);
      if (!check) return;
      let assignorList: { id: string; name: string }[] | undefined;
      if (check.needActors) {
        assignorList = await askActors(check.nodes.map((n) => n.nodeName), check.nodes[0]?.selectMode ?? 2);
        if (assignorList.length === 0) return;
      }
      await run(() => client.call(api.approval.approve, { body: { isPass: true, taskId, params, comment, assignorList, requestId: requestId() } }));
    },
    reject: (params: FormValues, comment: string) =>
      run(() => client.call(api.approval.approve, { body: { isPass: false, taskId, params, comment, requestId: requestId() } })),
    stage: (params: FormValues) => run(() => client.call(api.approval.saveData, { body: { id: taskId, params, requestId: requestId() } }), false),
    transfer: (targetUserId: string, params: FormValues, comment: string) =>
      run(() => client.call(api.approval.passOn, { body: { id: taskId, targetUserId, params, comment, requestId: requestId() } })),
    fallback: (nodeId: string, params: FormValues, comment: string) =>
      run(() => client.call(api.approval.return, { body: { sourceTaskId: taskId, id: nodeId, params, comment, requestId: requestId() } })),
  };
}
