/**
 * The instance's flow drawn read-only, nodes coloured by display status, with the legend. Loaded lazily:
 * it pulls in the canvas (Konva), which must stay out of the console shell's first download.
 */
import { useEffect } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FlowViewer } from '@studio/flow';
import { useModel } from '../../../app/useModel';
import { FlowProgressStore } from './model/FlowProgressStore';

export interface FlowProgressProps {
  processId: string;
  /** The tree the instance runs on (its frozen copy); without it the template's current design is drawn. */
  modelContent?: string;
  processName: string;
  /** `nodeStatuses` of `GET /jflow/nodeInfo`. */
  nodeStatuses: Record<string, number>;
  height?: number | string;
}

function FlowProgress({
  processId,
  modelContent,
  processName,
  nodeStatuses,
  height = 420,
}: FlowProgressProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new FlowProgressStore(deps));
  useEffect(() => void store.load(processId, modelContent), [store, processId, modelContent]);
  const diagram = store.diagram(nodeStatuses);

  if (!diagram)
    return (
      <div className="approval-loading">
        <Spinner size={24} />
      </div>
    );
  if (!diagram.ok) return <NonIdealState icon="flow-branch" title={t(diagram.messageKey)} />;
  return (
    <div className="approval-flow-progress">
      {diagram.isOutdated && (
        <Callout intent="warning" compact>
          {t('timeline.flowOutdated')}
        </Callout>
      )}
      <FlowViewer root={diagram.root} statuses={diagram.statuses} flowName={processName} height={height} />
    </div>
  );
}

export default observer(FlowProgress);
