/**
 * Selection, hover and viewport of the flow canvas. Kept apart from the document: none of this is ever
 * part of undo.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { canZoomIn, canZoomOut, clampZoom, ZOOM_DEFAULT, zoomIn, zoomOut } from './layout/viewport';

export class FlowSelectionStore {
  selectedId = '';
  hoveredId = '';
  /** Zoom in percent, 50..200 by 25. */
  zoom = ZOOM_DEFAULT;
  /** Pan offset in screen px. */
  pan = { x: 0, y: 0 };
  isFullscreen = false;

  constructor() {
    makeObservable(this, {
      selectedId: observable,
      hoveredId: observable,
      zoom: observable,
      pan: observableRef,
      isFullscreen: observable,
      hasSelection: computed,
      canZoomIn: computed,
      canZoomOut: computed,
      select: action,
      clearSelection: action,
      hover: action,
      zoomIn: action,
      zoomOut: action,
      setZoom: action,
      panBy: action,
      setPan: action,
      setView: action,
      resetView: action,
      toggleFullscreen: action,
      keepOnly: action,
    });
  }

  get hasSelection(): boolean {
    return this.selectedId !== '';
  }

  get canZoomIn(): boolean {
    return canZoomIn(this.zoom);
  }

  get canZoomOut(): boolean {
    return canZoomOut(this.zoom);
  }

  select(id: string): void {
    this.selectedId = id;
  }

  clearSelection(): void {
    this.selectedId = '';
  }

  hover(id: string): void {
    this.hoveredId = id;
  }

  zoomIn(): void {
    this.zoom = zoomIn(this.zoom);
  }

  zoomOut(): void {
    this.zoom = zoomOut(this.zoom);
  }

  setZoom(zoom: number): void {
    this.zoom = clampZoom(zoom);
  }

  panBy(dx: number, dy: number): void {
    this.pan = { x: this.pan.x + dx, y: this.pan.y + dy };
  }

  setPan(pan: { x: number; y: number }): void {
    this.pan = pan;
  }

  /** Sets zoom (snapped to the 25 grid within 50..200) and pan together. */
  setView(view: { zoom: number; pan: { x: number; y: number } }): void {
    this.zoom = clampZoom(view.zoom);
    this.pan = view.pan;
  }

  resetView(): void {
    this.zoom = ZOOM_DEFAULT;
    this.pan = { x: 0, y: 0 };
  }

  toggleFullscreen(): void {
    this.isFullscreen = !this.isFullscreen;
  }

  /** Drops a selection whose node no longer exists (after undo or delete). */
  keepOnly(exists: (id: string) => boolean): void {
    if (this.selectedId !== '' && !exists(this.selectedId)) this.clearSelection();
  }
}
