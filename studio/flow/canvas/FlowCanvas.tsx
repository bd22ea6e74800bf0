/**
 * The flow canvas with its controls: stage, toolbar, mini-map, scrollbars, add menu, in-place name
 * editing and delete confirmation. Read-only mode keeps navigation and export and hides editing.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowNode } from '@shared/flow/types';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { CanvasNotice } from './CanvasNotice';
import { CanvasToolbar } from './CanvasToolbar';
import { AddMenuOverlay } from './AddMenuOverlay';
import { Announcements } from './Announcements';
import { DeleteConfirm, NameEditor } from './CanvasOverlays';
import { cardText } from './cardText';
import type { LegendItem } from './exportFlowImage';
import { ExportNotice, type ExportNoticeProps } from './ExportNotice';
import { FlowStage } from './FlowStage';
import { KEY_HELP_ID, KeyboardHelpText } from './KeyboardHelp';
import { MiniMap } from './MiniMap';
import { saveFlowExport } from './saveFlowExport';
import { Scrollbars } from './Scrollbars';
import { StatusLegend } from './StatusLegend';
import { useCanvasInput } from './useCanvasInput';
import '../flow.css';

export interface FlowCanvasProps {
  editor: FlowEditor;
  t: FlowT;
  /** Title of the exported image and its file name. */
  flowName: string;
  onOpenNode?(id: string): void;
  /** Fit the whole flow on first show (default: start at 100 %, top centred). */
  isFitOnOpen?: boolean;
  /** Leaves the mini-map out (a small read-only flow fits the view anyway). */
  isMiniMapHidden?: boolean;
  /** Legend of the exported image (the heat view's colours). */
  exportLegend?: readonly LegendItem[];
}

export const FlowCanvas = observer(function FlowCanvas({
  editor,
  t,
  flowName,
  onOpenNode,
  isFitOnOpen,
  isMiniMapHidden = false,
  exportLegend,
}: FlowCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const stageBox = useRef<HTMLDivElement>(null);
  const hasPlaced = useRef(false);
  // The stage is created once the box is measured, at its real size and view (drawn once, not at a default
  // size and then again). Until then a placeholder of the stage's default size holds its place, so a box
  // sized by its content measures as it would with the stage in it.
  const [isMeasured, setIsMeasured] = useState(false);
  useCanvasInput(container, editor);

  useLayoutEffect(() => {
    const element = stageBox.current;
    if (!element) return;
    const measure = () => {
      editor.viewport.setScreen({ width: element.clientWidth, height: element.clientHeight });
      if (!hasPlaced.current && element.clientWidth > 0) {
        hasPlaced.current = true;
        editor.viewport.placeAtStart(isFitOnOpen === true);
      }
      setIsMeasured(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [editor, isFitOnOpen]);

  const openNode = useCallback((id: string) => onOpenNode?.(id), [onOpenNode]);

  const [isExporting, setIsExporting] = useState(false);
  const [exportNotice, setExportNotice] = useState<ExportNoticeProps['notice']>(null);
  const exportImage = async () => {
    setIsExporting(true);
    setExportNotice(null);
    try {
      const texts = {
        title: flowName || t('canvas.untitled'),
        end: t('node.end'),
        card: (node: FlowNode) => {
          const label = editor.labels[node.id];
          return label ? { ...cardText(node, t), label } : cardText(node, t);
        },
        heat: editor.heat,
        legend: exportLegend,
      };
      const outcome = await saveFlowExport(editor.layout, texts, {
        flowName,
        fallback: t('canvas.untitled'),
      });
      if (outcome.kind === 'tiles') {
        const { count: tiles, width, height, overlap } = outcome;
        setExportNotice({
          text: t('toolbar.exportTiles', { tiles, width, height, overlap }),
          isError: false,
        });
      }
    } catch {
      setExportNotice({ text: t('toolbar.exportFailed'), isError: true });
    } finally {
      setIsExporting(false);
    }
  };

  const isProgress = editor.isReadOnly && Object.keys(editor.statuses).length > 0;
  return (
    <div
      ref={container}
      className={`flow-canvas${editor.view.isFullscreen ? ' flow-fullscreen' : ''}`}
      tabIndex={0}
      aria-label={t('canvas.label')}
      aria-describedby={editor.isReadOnly ? undefined : KEY_HELP_ID}
      data-testid="flow-canvas"
    >
      <CanvasToolbar editor={editor} t={t} isExporting={isExporting} onExport={() => void exportImage()} />
      <div ref={stageBox} className="flow-stage">
        {isMeasured ? (
          <FlowStage editor={editor} t={t} onOpenNode={openNode} />
        ) : (
          <div style={{ width: editor.viewport.screen.width, height: editor.viewport.screen.height }} />
        )}
        <CanvasNotice announcer={editor.announcer} t={t} />
        <Scrollbars editor={editor} />
        <AddMenuOverlay editor={editor} t={t} />
        <NameEditor editor={editor} t={t} />
        <ExportNotice notice={exportNotice} t={t} onClose={() => setExportNotice(null)} />
        <div className="flow-corner">
          {isProgress && <StatusLegend t={t} />}
          {!isMiniMapHidden && <MiniMap editor={editor} label={t('canvas.miniMapKeys')} />}
        </div>
      </div>
      <DeleteConfirm editor={editor} t={t} />
      <Announcements announcer={editor.announcer} />
      {!editor.isReadOnly && <KeyboardHelpText t={t} />}
    </div>
  );
});
