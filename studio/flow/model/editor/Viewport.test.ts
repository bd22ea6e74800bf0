import { describe, expect, it } from 'vitest';
import { layoutFlow } from '../layout';
import { addChain, testContext } from './testContext';
import { READABLE_ZOOM, Viewport } from './Viewport';

function setup() {
  const { context, doc, view } = testContext();
  const viewport = new Viewport(context);
  viewport.setScreen({ width: 1000, height: 800 });
  return { viewport, doc, view };
}

describe('Viewport', () => {
  it('zooms by steps within 50..200 around a screen point, and back to 100', () => {
    const { viewport, view } = setup();
    view.setView({ zoom: 100, pan: { x: 0, y: 0 } });
    viewport.zoomBy(1, { x: 100, y: 100 });
    expect(view.zoom).toBe(125);
    expect(view.pan).toEqual({ x: -25, y: -25 });
    for (let step = 0; step < 6; step += 1) viewport.zoomBy(1);
    expect(view.zoom).toBe(200);
    for (let step = 0; step < 9; step += 1) viewport.zoomBy(-1);
    expect(view.zoom).toBe(50);
    viewport.resetZoom();
    expect(view.zoom).toBe(100);
  });

  it('starts at 100 % with the start node top centre, or fitted', () => {
    const { viewport, view } = setup();
    viewport.placeAtStart(false);
    expect(view.zoom).toBe(100);
    expect(view.pan).toEqual({ x: 500, y: 40 });
    viewport.placeAtStart(true);
    expect(view.zoom).toBe(100);
    expect(view.pan.y).toBeGreaterThan(40);
  });

  it('opens a flow too tall to fit readably at 75 %, its start in view, centred across', () => {
    const { viewport, view, doc } = setup();
    viewport.setScreen({ width: 600, height: 300 });
    addChain(doc, 'approver', 'cc', 'approver', 'cc', 'approver', 'cc', 'approver', 'cc');
    viewport.placeAtStart(true);
    expect(view.zoom).toBe(READABLE_ZOOM);
    expect(READABLE_ZOOM).toBe(75);
    const { bounds } = layoutFlow(doc.root);
    expect(view.pan.y + bounds.y * 0.75).toBe(40);
    expect(view.pan.x + (bounds.x + bounds.width / 2) * 0.75).toBe(300);
  });

  it('keeps the screen object while the size stays the same', () => {
    const { viewport } = setup();
    const before = viewport.screen;
    viewport.setScreen({ width: 1000, height: 800 });
    expect(viewport.screen).toBe(before);
    viewport.setScreen({ width: 600, height: 800 });
    expect(viewport.screen).toEqual({ width: 600, height: 800 });
  });

  it('scrolls with the wheel, sideways with shift, and zooms with ctrl or cmd', () => {
    const { viewport, view } = setup();
    view.setView({ zoom: 100, pan: { x: 0, y: 0 } });
    viewport.wheel({ deltaX: 5, deltaY: 30 }, { x: 0, y: 0 });
    expect(view.pan).toEqual({ x: -5, y: -30 });
    viewport.wheel({ deltaX: 0, deltaY: 20, shiftKey: true }, { x: 0, y: 0 });
    expect(view.pan).toEqual({ x: -25, y: -30 });
    viewport.wheel({ deltaX: 0, deltaY: -1, ctrlKey: true }, { x: 0, y: 0 });
    expect(view.zoom).toBe(125);
    viewport.wheel({ deltaX: 0, deltaY: 1, metaKey: true }, { x: 0, y: 0 });
    expect(view.zoom).toBe(100);
    viewport.wheel({ deltaX: 0, deltaY: 0, ctrlKey: true }, { x: 0, y: 0 });
    expect(view.zoom).toBe(100);
  });

  it('zooms one step each time a pinch spreads or closes enough, and a new pinch starts afresh', () => {
    const { viewport, view } = setup();
    const at = { x: 500, y: 400 };
    viewport.pinch(100, at);
    viewport.pinch(115, at);
    expect(view.zoom).toBe(100);
    viewport.pinch(125, at);
    expect(view.zoom).toBe(125);
    viewport.pinch(100, at);
    expect(view.zoom).toBe(100);
    viewport.endPinch();
    viewport.pinch(300, at);
    expect(view.zoom).toBe(100);
  });

  it('scrolls by screen px and centres a flow point (scrollbars, mini-map)', () => {
    const { viewport, view } = setup();
    view.setView({ zoom: 50, pan: { x: 0, y: 0 } });
    viewport.scroll(10, 0);
    viewport.scroll(0, -20);
    expect(view.pan).toEqual({ x: -10, y: 20 });
    viewport.centreAt({ x: 100, y: 200 });
    expect(view.pan).toEqual({ x: 450, y: 300 });
  });

  it('pans the stage, and tells the part of the flow on screen', () => {
    const { viewport, view } = setup();
    view.setZoom(50);
    viewport.panTo({ x: 100, y: -200 });
    expect(viewport.rect).toEqual({ x: -200, y: 400, width: 2000, height: 1600 });
  });

  it('reveals a card just enough, and centres on a card but not on the end pill', () => {
    const { viewport, doc, view } = setup();
    const ids = addChain(doc, 'approver', 'cc', 'approver', 'cc', 'approver', 'cc', 'approver', 'cc');
    const last = ids[ids.length - 1] ?? '';
    view.setView({ zoom: 100, pan: { x: 500, y: 40 } });
    viewport.reveal(doc.root.id);
    expect(view.pan).toEqual({ x: 500, y: 40 });
    viewport.reveal(last);
    const box = layoutFlow(doc.root).findBox(last);
    expect((box?.y ?? 0) + (box?.height ?? 0) + view.pan.y).toBe(800 - 24);
    expect(viewport.centreOn(last)).toBe(true);
    expect(view.pan.y).toBe(400 - ((box?.y ?? 0) + (box?.height ?? 0) / 2));
    expect(viewport.centreOn('')).toBe(false);
    expect(viewport.centreOn('nope')).toBe(false);
  });

  it('toggles full screen', () => {
    const { viewport, view } = setup();
    viewport.toggleFullscreen();
    expect(view.isFullscreen).toBe(true);
  });
});
