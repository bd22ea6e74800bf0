/**
 * Pan and zoom gestures without drawing the stage again each frame: while a pointer is pressed on the stage's
 * box (panning the stage, the mini-map or a scrollbar) or wheel and pinch input keeps coming, a view change only
 * moves the drawn stage with a CSS transform. The stage is drawn for the new view when the gesture ends (pointer
 * up, or no wheel for REST_MS), or at once when the moved drawing would no longer cover the screen. Any other
 * view change (toolbar, keys, search, fit) draws at once.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { reaction } from 'mobx';
import type { FlowEditor } from '../model/editor';
import { cssTransform, gestureTransform } from './gestureView';
import { StageView } from './StageView';

/** Wheel or pinch input this recent still belongs to the gesture. */
const REST_MS = 150;

export function useGestureView(editor: FlowEditor, wrapper: RefObject<HTMLDivElement | null>): StageView {
  const [stageView] = useState(() => new StageView(editor));

  useEffect(() => {
    const element = wrapper.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    let isPressed = false;
    let lastInput = -Infinity;
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const commit = () => {
      clearTimeout(restTimer);
      element.style.transform = '';
      stageView.commit();
    };
    const isGesture = () => isPressed || performance.now() - lastInput < REST_MS;
    const onPress = () => {
      isPressed = true;
    };
    const onRelease = () => {
      if (!isPressed) return;
      isPressed = false;
      commit();
    };
    const onInput = () => {
      lastInput = performance.now();
      clearTimeout(restTimer);
      restTimer = setTimeout(() => {
        if (!isPressed) commit();
      }, REST_MS);
    };
    const stopView = reaction(
      () => stageView.live,
      (live) => {
        const { drawn, margin } = stageView;
        const moved = isGesture() ? gestureTransform(drawn, live, editor.viewport.screen, margin) : null;
        if (moved) element.style.transform = cssTransform(moved);
        else commit();
      },
      { equals: (a, b) => a.zoom === b.zoom && a.pan === b.pan },
    );
    const stopScreen = reaction(() => editor.viewport.screen, commit);
    // the margin is drawn in the frame after the first paint
    let marginFrame = requestAnimationFrame(() => {
      marginFrame = requestAnimationFrame(() => stageView.addMargin());
    });
    box.addEventListener('pointerdown', onPress, { capture: true });
    box.addEventListener('wheel', onInput, { capture: true, passive: true });
    box.addEventListener('touchmove', onInput, { capture: true, passive: true });
    window.addEventListener('pointerup', onRelease);
    window.addEventListener('pointercancel', onRelease);
    window.addEventListener('blur', onRelease);
    return () => {
      stopView();
      stopScreen();
      cancelAnimationFrame(marginFrame);
      clearTimeout(restTimer);
      box.removeEventListener('pointerdown', onPress, { capture: true });
      box.removeEventListener('wheel', onInput, { capture: true });
      box.removeEventListener('touchmove', onInput, { capture: true });
      window.removeEventListener('pointerup', onRelease);
      window.removeEventListener('pointercancel', onRelease);
      window.removeEventListener('blur', onRelease);
    };
  }, [editor, stageView, wrapper]);

  return stageView;
}
