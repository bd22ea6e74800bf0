/** Canvas geometry of the form designer (pure). */
export { layoutForm } from './layoutForm';
export { cellAt, contains, controlAt, dropTarget, flatOrder, tabAt, visibleRange } from './hitTest';
export {
  layerTransform,
  mirrorX,
  physicalAlign,
  sidewaysStep,
  toLayoutPoint,
  uprightTransform,
} from './direction';
export type { ReadingDirection, TextAlign } from './direction';
export { HANDLE_SIZE, handleRects } from './handles';
export { METRICS, bodyHeight, showsLabel } from './metrics';
export type {
  CellBox,
  ControlBox,
  DropTarget,
  FormLayout,
  LayoutOptions,
  Rect,
  SlotBox,
  TabHeaderBox,
} from './layoutTypes';
