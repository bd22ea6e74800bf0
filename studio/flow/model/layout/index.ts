export { layoutChain, layoutFlow } from './layoutFlow';
export { groupFrames } from './groupFrames';
export type { GroupFrame } from './groupFrames';
export { TreeLayout } from './TreeLayout';
export type { LayoutItems } from './TreeLayout';
export { LAYOUT } from './layoutTypes';
export type { AddSlot, FlowLayout, LayoutBox, LayoutBoxKind, LayoutEdge, Rect } from './layoutTypes';
export {
  MINI_MAP_HEIGHT,
  MINI_MAP_WIDTH,
  ZOOM_DEFAULT,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  canZoomIn,
  canZoomOut,
  clampZoom,
  fromMiniMap,
  intersects,
  isEdgeInView,
  isSlotInView,
  miniMapTransform,
  toMiniMap,
  viewportToFlow,
  visibleBoxes,
  visibleEdges,
  zoomIn,
  zoomOut,
} from './viewport';
export type { MiniMapTransform } from './viewport';
