/**
 * The centre canvas: a scrolling DOM box with a viewport-sized Konva stage inside. Only controls in
 * view are drawn; hit-testing runs on the pure layout, so the drawing layers listen to nothing. The
 * canvas reads as the page does: under a right-to-left page its layers draw the layout's mirror image.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Stage } from 'react-konva';
import type { CellBox, ControlBox } from '../model/layout';
import { useDesigner } from '../DesignerContext';
import { ContentLayer } from './ContentLayer';
import { FollowSelection } from './FollowSelection';
import { OverlayLayer } from './OverlayLayer';
import type { CanvasView } from './types';
import { KEY_SHORTCUTS } from './keymap';
import { readingDirectionOf, useCanvasKeys } from './useCanvasKeys';
import { useCanvasPointer } from './useCanvasPointer';
import { useSettledAttribute } from './useSettledAttribute';

export interface FormCanvasProps {
  viewOf: (box: ControlBox) => CanvasView | undefined;
  onCellMenu?: (cell: CellBox, client: { x: number; y: number }) => void;
}

export const FormCanvas = observer(function FormCanvas({ viewOf, onCellMenu }: FormCanvasProps) {
  const designer = useDesigner();
  const { canvas, t } = designer;
  const scroller = useRef<HTMLDivElement>(null);
  const pointer = useCanvasPointer({ designer, scroller, onCellMenu });
  const onKeyDown = useCanvasKeys(designer, pointer.cancel);
  const { selection } = designer.editor;
  useSettledAttribute(selection, scroller);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => canvas.setViewport(element.clientWidth, element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [canvas]);

  // the page's direction follows the language, which re-renders the designer (the same reading as the keys').
  // Reading the computed direction forces a style recalculation, milliseconds after each edit of a large form:
  // it is read again only when the `dir` the canvas inherits has changed.
  const readDir = useRef<string | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const dir = element.closest('[dir]')?.getAttribute('dir') ?? '';
    if (dir === readDir.current) return;
    readDir.current = dir;
    canvas.setDirection(readingDirectionOf(element));
  });

  const isEmpty = designer.editor.doc.list.length === 0;
  return (
    <div
      ref={(element) => {
        scroller.current = element;
        designer.focus.register('canvas')(element);
      }}
      className="fd-canvas"
      role="application"
      aria-label={t('canvas.label')}
      aria-describedby={designer.idOf('fd-canvas-keys')}
      aria-keyshortcuts={KEY_SHORTCUTS}
      tabIndex={0}
      data-testid="form-canvas"
      onScroll={(event) => canvas.setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      onPointerDown={pointer.onPointerDown}
      onPointerMove={pointer.onPointerMove}
      onPointerUp={pointer.onPointerUp}
      onPointerCancel={pointer.cancel}
      onContextMenu={pointer.onContextMenu}
      onDragOver={pointer.onDragOver}
      onDragLeave={pointer.onDragLeave}
      onDrop={pointer.onDrop}
    >
      <div className="fd-canvas-spacer" style={{ height: canvas.layout.height }}>
        <div className="fd-canvas-stage" style={{ height: canvas.viewportHeight }}>
          <Stage width={canvas.width} height={canvas.viewportHeight} listening={false}>
            <ContentLayer store={canvas} viewOf={viewOf} t={t} />
            <OverlayLayer store={canvas} />
          </Stage>
        </div>
        {isEmpty ? <div className="fd-canvas-empty">{t('canvas.empty')}</div> : null}
      </div>
      <FollowSelection canvas={canvas} selection={selection} scroller={scroller} />
      <p id={designer.idOf('fd-canvas-keys')} className="fd-visually-hidden">
        {t('canvas.keys')}
      </p>
    </div>
  );
});
