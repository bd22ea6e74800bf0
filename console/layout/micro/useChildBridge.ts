import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { fillPattern, findByName } from '../../router/routeTable';
import { useCloseCurrentTab } from '../tabs/useTabActions';
import { HOST_SOURCE, isTrustedOrigin, parseChildMessage, type HostMessage } from './bridgeProtocol';

export interface ApprovalRequest {
  taskId: string;
  requestId: string;
}

/**
 * Listens to one child frame: only messages from its own window and the expected origin count. Answers each
 * request with an ack; the approval modal answers with its callback result when it hides.
 */
export const useChildBridge = (
  frame: RefObject<HTMLIFrameElement | null>,
  appOrigin: string,
  onReady: () => void,
) => {
  const { layout, menus, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeCurrent = useCloseCurrentTab();
  const [approval, setApproval] = useState<ApprovalRequest>();
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  /** The child runs at an opaque origin, which cannot be named as a target; replies carry nothing secret. */
  const post = (message: HostMessage) => frame.current?.contentWindow?.postMessage(message, '*');

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (!win || event.source !== win || !isTrustedOrigin(event.origin, appOrigin, true)) return;
      const message = parseChildMessage(event.data);
      if (!message) return;
      const ack = (ok: boolean, error?: string) =>
        post({ source: HOST_SOURCE, type: 'ack', requestId: message.requestId, ok, error });
      switch (message.type) {
        case 'ready':
          ready.current();
          return ack(true);
        case 'showApproval':
          return setApproval({ taskId: message.taskId, requestId: message.requestId });
        case 'navigate': {
          const route = findByName(menus.table, message.routeName);
          if (!route) {
            notify.warning(t('userMenu.noPermission'));
            return ack(false, 'unknown route');
          }
          const query = new URLSearchParams(message.query ?? {}).toString();
          navigate(`${fillPattern(route.pattern, message.params)}${query ? `?${query}` : ''}`);
          return ack(true);
        }
        case 'closeTab':
          closeCurrent(message.path);
          return ack(true);
        case 'collapseMenu':
          layout.setCollapsed(message.collapsed);
          return ack(true);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appOrigin, closeCurrent, layout, menus, navigate, notify, t]);

  const closeApproval = (result: string) => {
    if (approval)
      post({
        source: HOST_SOURCE,
        type: 'approvalClosed',
        requestId: approval.requestId,
        taskId: approval.taskId,
        result,
      });
    setApproval(undefined);
  };
  return { approval, closeApproval };
};
