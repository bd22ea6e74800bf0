/**
 * A press on the canvas finds the shape that is at that point now, not the one that was there at the last
 * painted frame. Konva finds the pressed shape on each layer's hit canvas, and that canvas is redrawn only
 * on the next animation frame after a change (react-konva batches draws). A click that follows a pan, a zoom
 * or "Fit to screen" before that frame (a busy machine delays frames) would otherwise open the card that was
 * there before, or nothing. So the hit canvases are redrawn from the current shapes just before Konva reads
 * them: one hit draw of the visible shapes per press, and the scene is still painted on the next frame.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type Konva from 'konva';

export function useCurrentHitOnPress(stage: RefObject<Konva.Stage | null>): void {
  useEffect(() => {
    const current = stage.current;
    if (!current) return;
    const element = current.container();
    const refreshHits = () => {
      for (const layer of current.getLayers()) if (layer.isListening()) layer.drawHit();
    };
    // capture phase: runs before the stage's own pointerdown listener on its inner content element
    element.addEventListener('pointerdown', refreshHits, { capture: true });
    return () => element.removeEventListener('pointerdown', refreshHits, { capture: true });
  }, [stage]);
}
