import { useEffect, useRef, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { microAppOf } from '../../router/routeTable';
import { ApprovalBridgeModal } from './ApprovalBridgeModal';
import { CHILD_APP_DELAY_MS, CHILD_APP_TIMEOUT_MS, subAppUrl } from './subAppUrl';
import { useChildBridge } from './useChildBridge';

/**
 * The container of a child app (console spec §2.4): after 500 ms the app's page loads in a sandboxed iframe
 * (scripts only, opaque origin); a load failure shows a clear error with a retry.
 */
const MicroContainer = observer(function MicroContainer() {
  const { settings } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  const appCode = microAppOf(location.pathname) ?? '';
  const rest = location.pathname.split('/').slice(3).join('/');
  const src = subAppUrl(appCode, rest, window.location.origin, settings.locale);
  const { approval, closeApproval } = useChildBridge(frame, window.location.origin, () => setPhase('ready'));

  useEffect(() => {
    setPhase('waiting');
    const show = setTimeout(() => setPhase('loading'), CHILD_APP_DELAY_MS);
    const fail = setTimeout(
      () => setPhase((p) => (p === 'ready' ? p : 'failed')),
      CHILD_APP_DELAY_MS + CHILD_APP_TIMEOUT_MS,
    );
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, [src, attempt]);

  return (
    <div className="micro-container">
      {(phase === 'waiting' || phase === 'loading') && (
        <div className="micro-overlay">
          <Spinner size={32} aria-label={t('micro.loading')} />
        </div>
      )}
      {phase === 'failed' && (
        <NonIdealState
          icon="offline"
          title={t('micro.failedTitle')}
          description={t('micro.failedText', { app: appCode })}
          action={
            <Button
              intent="primary"
              icon="refresh"
              text={t('common:retry')}
              onClick={() => setAttempt((n) => n + 1)}
            />
          }
        />
      )}
      {phase !== 'waiting' && phase !== 'failed' && (
        <iframe
          key={attempt}
          ref={frame}
          title={t('micro.frameTitle', { app: appCode })}
          src={src}
          sandbox="allow-scripts allow-forms allow-popups"
          className="micro-frame"
        />
      )}
      {approval && <ApprovalBridgeModal taskId={approval.taskId} onClose={closeApproval} />}
    </div>
  );
});
export default MicroContainer;
