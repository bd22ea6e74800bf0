/**
 * Brings the selected control into view: shows the tab or pane holding it, then scrolls the canvas to it once the
 * canvas has its new size. It draws nothing: a new selection renders this and not the canvas with its stage.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import type { SelectionStore } from '../model';
import type { CanvasStore } from './CanvasStore';

export const FollowSelection = observer(function FollowSelection({
  canvas,
  selection,
  scroller,
}: {
  canvas: CanvasStore;
  selection: SelectionStore;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  const selectedKey = selection.selectedKey;
  const selectedBox = canvas.selectedBox;
  useEffect(() => canvas.reveal(selectedKey), [canvas, selectedKey]);
  useEffect(() => {
    const element = scroller.current;
    if (!element || !selectedBox) return;
    const top = canvas.scrollTopFor(selectedBox);
    if (top !== canvas.scrollTop) element.scrollTop = top;
  }, [canvas, scroller, selectedBox]);
  return null;
});
