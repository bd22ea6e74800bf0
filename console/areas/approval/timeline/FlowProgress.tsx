/**
 * The instance's flow drawn read-only, nodes coloured by display status, with the legend. Loaded lazily:
 * it pulls in the canvas (Konva), which must stay out of the console shell's first download.
 */
import { useEffect, useMemo, useState } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { FlowViewer } from '@studio/flow';
import { useStores } from '../../../app/storeContext';
import { progressDiagram, type ProgressDiagram } from '../model/progressDiagram';

export interface FlowProgressProps {
  processId: string;
  processName: string;
  /** `nodeStatuses` of `GET /jflow/nodeInfo`. */
  nodeStatuses: Record<string, number>;
  height?: number | string;
}

export default function FlowProgress({ processId, processName, nodeStatuses, height = 420 }: FlowProgressProps) {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const [loaded, setLoaded] = useState<{ processId: string; text: string | null } | null>(null);

  useEffect(() => {
    let isLive = true;
    client.call(api.approval.processDetail, { query: { id: processId } })
      .then((detail) => isLive && setLoaded({ processId, text: detail.modelContent }))
      .catch(() => isLive && setLoaded({ processId, text: null }));
    return () => {
      isLive = false;
    };
  }, [client, processId]);

  const diagram = useMemo<ProgressDiagram | null>(() => {
    if (!loaded || loaded.processId !== processId) return null;
    return loaded.text === null ? { ok: false, messageKey: 'timeline.flowFailed' } : progressDiagram(loaded.text, nodeStatuses);
  }, [loaded, nodeStatuses, processId]);

  if (!diagram) return <div className="approval-loading"><Spinner size={24} /></div>;
  if (!diagram.ok) return <NonIdealState icon="flow-branch" title={t(diagram.messageKey)} />;
  return (
    <div className="approval-flow-progress">
      {diagram.isOutdated && <Callout intent="warning" compact>{t('timeline.flowOutdated')}</Callout>}
      <FlowViewer root={diagram.root} statuses={diagram.statuses} flowName={processName} height={height} />
    </div>
  );
}
