import { Suspense, lazy, useEffect, useRef } from 'react';
import { Button, ButtonGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { durationMessage, instanceStateKey } from '../model/timelineView';
import type { ShareVoidAction } from '../share/model/ShareVoidStore';
import { ProcessTimelineStore } from './model/ProcessTimelineStore';
import { TimelineEntry } from './TimelineEntry';
import { TimelineNote } from './TimelineNote';
import { SubmittedForm } from './SubmittedForm';
import { exportAsImage } from './exportImage';

/** The diagram pulls in the canvas (Konva): loaded only when asked for. */
const FlowProgress = lazy(() => import('./FlowProgress'));

export interface ProcessTimelineProps {
  instanceId: string;
  /** The template; with it the panel offers the read-only flow chart next to the timeline. */
  processId?: string;
  reloadKey?: number;
  /** Shows urge / recall for the initiator. */
  onInstanceAction?: (action: 'urge' | 'recall') => void;
  /** Shows share and void when the server allows the caller them (spec §6). */
  onShareOrVoid?: (action: ShareVoidAction) => void;
  /** The applicant's view: the submitted form, read-only, above the dynamics (issue 28). */
  showSubmittedForm?: boolean;
}

/** Process dynamics (workflow spec §2.4, §4.1): one collapsible entry per node, then the end with total time. */
export const ProcessTimeline = observer(function ProcessTimeline({
  instanceId,
  processId,
  reloadKey = 0,
  onInstanceAction,
  onShareOrVoid,
  showSubmittedForm = false,
}: ProcessTimelineProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new ProcessTimelineStore(deps));
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => void store.load(instanceId), [store, instanceId, reloadKey]);
  const { view } = store;
  const info = store.info.isLoading ? undefined : store.info.value;
  const isFailed = !store.info.isLoading && store.info.failed;

  if (isFailed) return <NonIdealState icon="error" title={t('timeline.failed')} />;
  if (!info)
    return (
      <div className="approval-loading">
        <Spinner size={24} />
      </div>
    );
  const total = durationMessage(info.totalSeconds);

  const download = () => {
    const element = body.current;
    if (element)
      void store.exportImage(() => exportAsImage(element, `${info.processName}-${info.instanceId}.png`));
  };

  return (
    <div className="approval-timeline">
      {processId && (
        <ButtonGroup className="approval-view-switch">
          <Button
            size="small"
            icon="timeline-events"
            active={view === 'timeline'}
            aria-pressed={view === 'timeline'}
            onClick={() => store.show('timeline')}
          >
            {t('timeline.viewTimeline')}
          </Button>
          <Button
            size="small"
            icon="flow-branch"
            active={view === 'flow'}
            aria-pressed={view === 'flow'}
            onClick={() => store.show('flow')}
          >
            {t('timeline.viewFlow')}
          </Button>
        </ButtonGroup>
      )}
      <div className="approval-timeline-tools">
        <Tag minimal intent="primary">
          {t(instanceStateKey(info.instanceState))}
        </Tag>
        <span className="approval-muted">
          {t('timeline.total', { time: t(total.key, { ...total.params }) })}
        </span>
        <span className="approval-spacer" />
        {info.canUrge && onInstanceAction && (
          <Button size="small" icon="notifications" onClick={() => onInstanceAction('urge')}>
            {t('op.urge')}
          </Button>
        )}
        {info.canRecall && onInstanceAction && (
          <Button size="small" icon="undo" intent="warning" onClick={() => onInstanceAction('recall')}>
            {t('op.recall')}
          </Button>
        )}
        {info.canShare && onShareOrVoid && (
          <Button size="small" icon="share" onClick={() => onShareOrVoid('share')}>
            {t('ccShare.share')}
          </Button>
        )}
        {info.canVoid && onShareOrVoid && (
          <Button size="small" icon="disable" intent="danger" onClick={() => onShareOrVoid('void')}>
            {t('ccShare.void')}
          </Button>
        )}
        {view === 'timeline' && (
          <Button size="small" icon="media" onClick={download}>
            {t('timeline.export')}
          </Button>
        )}
      </div>
      {processId && view === 'flow' && (
        <Suspense
          fallback={
            <div className="approval-loading">
              <Spinner size={24} />
            </div>
          }
        >
          <FlowProgress
            processId={processId}
            modelContent={info.modelContent}
            processName={info.processName}
            nodeStatuses={info.nodeStatuses}
          />
        </Suspense>
      )}
      {showSubmittedForm && info.applicantForm && <SubmittedForm form={info.applicantForm} />}
      {view === 'timeline' && (
        <div ref={body} className="approval-timeline-body">
          <h4 className="approval-timeline-title">{info.itemName}</h4>
          {info.entries.map((entry, index) => (
            <TimelineEntry key={`${entry.nodeId}-${index}`} entry={entry} />
          ))}
          {info.notes.map((note, index) => (
            <TimelineNote key={`note-${index}`} note={note} />
          ))}
        </div>
      )}
    </div>
  );
});
