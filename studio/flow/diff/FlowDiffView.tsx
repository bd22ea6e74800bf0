/**
 * The diff of two flow documents: the canvas draws the newer tree with added, removed (ghosts where they stood)
 * and changed nodes outlined in colour and named on the card; the side list names each change in words. A change
 * about a node is a button: click or Enter shows and selects the node on the canvas.
 */
import { useCallback, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowChange, FlowDiff, NodeMark } from '@shared/flow/diff';
import { FlowViewer } from '../FlowViewer';
import type { FlowEditor } from '../model/editor';
import { useFlowT } from '../useFlowT';
import { changeText } from './changeText';
import { DIFF_COLORS, NODE_MARKS } from './diffColors';
import './flowDiff.css';

export interface FlowDiffViewProps {
  diff: FlowDiff;
  /** Title of the exported image. */
  title: string;
  height?: number | string;
}

const markOf = (change: FlowChange, marks: FlowDiff['marks']): NodeMark | undefined =>
  'nodeId' in change ? marks[change.nodeId] : undefined;

export const FlowDiffView = observer(function FlowDiffView({ diff, title, height = 520 }: FlowDiffViewProps) {
  const t = useFlowT();
  const editor = useRef<FlowEditor | null>(null);
  const keepEditor = useCallback((next: FlowEditor) => {
    editor.current = next;
  }, []);
  const heat = useMemo(
    () => Object.fromEntries(Object.entries(diff.marks).map(([id, mark]) => [id, DIFF_COLORS[mark]])),
    [diff],
  );
  const labels = useMemo(
    () =>
      Object.fromEntries(Object.entries(diff.marks).map(([id, mark]) => [id, t(`versions.mark.${mark}`)])),
    [diff, t],
  );
  const ghostIds = useMemo(
    () => Object.keys(diff.marks).filter((id) => diff.marks[id] === 'removed'),
    [diff],
  );
  const legend = useMemo(
    () => NODE_MARKS.map((mark) => ({ color: DIFF_COLORS[mark], label: t(`versions.mark.${mark}`) })),
    [t],
  );
  return (
    <div className="flow-diff">
      <div className="flow-diff-canvas">
        <FlowViewer
          root={diff.drawnRoot}
          heat={heat}
          labels={labels}
          ghostIds={ghostIds}
          exportLegend={legend}
          flowName={title}
          height={height}
          onEditor={keepEditor}
        />
        <ul className="flow-diff-legend">
          {legend.map((item) => (
            <li key={item.label}>
              <span className="flow-diff-swatch" style={{ borderColor: item.color }} aria-hidden />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      {diff.changes.length === 0 ? (
        <p className="flow-diff-none">{t('versions.noChanges')}</p>
      ) : (
        <ol className="flow-diff-list" aria-label={t('versions.listLabel')}>
          {diff.changes.map((change, index) => {
            const mark = markOf(change, diff.marks);
            const text = changeText(change, t);
            const marker = mark && (
              <span className="flow-diff-mark" style={{ borderColor: DIFF_COLORS[mark] }}>
                {t(`versions.mark.${mark}`)}
              </span>
            );
            return (
              <li key={`${change.kind}-${index}`}>
                {'nodeId' in change ? (
                  <button
                    type="button"
                    className="flow-diff-item"
                    onClick={() => editor.current?.focusNode(change.nodeId)}
                  >
                    {marker}
                    <span>{text}</span>
                  </button>
                ) : (
                  <span className="flow-diff-item">{text}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
});
