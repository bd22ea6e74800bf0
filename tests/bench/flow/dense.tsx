/**
 * The dense side-by-side cases: the same generated flow mounted as our canvas or as React Flow, either as our
 * canvas opens it (the whole flow, or the readable zoom with the start in view) or fitted to the screen (the
 * least zoom the canvas allows, so the most cards on screen), the same view in both. Mounting returns the first
 * render (render call until the frame with the cards is painted) and where to press for a pan, a zoom and a node
 * drag; the driver (`tests/bench/flowDense.ts`) sends real mouse input and measures the main thread's work per
 * frame. `checkExport` draws the whole-flow export and reads the mini-map, to show both still work.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import Konva from 'konva';
import { createIdGenerator } from '@shared/flow/ids';
import { cardText } from '@studio/flow/canvas/cardText';
import { prepareFlowImage } from '@studio/flow/canvas/exportFlowImage';
import { FlowCanvas } from '@studio/flow/canvas/FlowCanvas';
import { FlowDocument } from '@studio/flow/model/FlowDocument';
import { FlowEditor, generateFlow } from '@studio/flow/model/editor';
import type { LayoutBox } from '@studio/flow/model/layout';
import type { FlowT } from '@studio/flow/useFlowT';
import { PeerFlow, peerEdges, peerNodes } from './peerFlow';

export type Library = 'ours' | 'reactflow';
/** `open`: the view our canvas opens a flow at; `fit`: fitted to the screen (the least zoom allowed). */
export type ViewMode = 'open' | 'fit';
type Point = { x: number; y: number };

export interface Mounted {
  firstRender: number;
  zoom: number;
  /** Node cards that intersect the screen. */
  onScreen: number;
  /** An empty spot of the pane (drag it to pan), the screen centre (zoom there) and a card to drag. */
  empty: Point;
  centre: Point;
  card: Point;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the next frame has been painted (a message posted from a frame callback runs after paint). */
export const afterPaint = async () => {
  await frame();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

let root: Root | null = null;

function pane(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('no root');
  return element;
}

/** The approver card nearest the screen centre (a card both canvases can drag). */
function cardNearCentre(boxes: readonly LayoutBox[], centre: Point): LayoutBox {
  const cards = boxes.filter((box) => box.kind === 'node' && box.node?.type === 1);
  const distance = (box: LayoutBox) =>
    Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y);
  const best = cards.sort((a, b) => distance(a) - distance(b))[0];
  if (!best) throw new Error('no card on screen');
  return best;
}

/** Lets the mounted flow go (for the heap of the page without a flow). */
export async function unmount(): Promise<void> {
  root?.unmount();
  root = null;
  lastEditor = null;
  await afterPaint();
}

let lastEditor: FlowEditor | null = null;
let lastT: FlowT | null = null;

export async function mount(library: Library, size: number, i18n: I18n, mode: ViewMode): Promise<Mounted> {
  root?.unmount();
  root = null;
  await afterPaint();
  const t = i18n.getFixedT('en_US', 'flow') as unknown as FlowT;
  const tree = generateFlow({ t, newId: createIdGenerator({ now: Date.now }) }, size);
  const element = pane();
  const editor = new FlowEditor(new FlowDocument({ t }, { root: tree }));
  lastEditor = editor;
  lastT = t;
  // the canvas places its first view itself; fitted to the screen is the whole-flow view, below the readable zoom
  if (mode === 'fit')
    Object.defineProperty(editor.viewport, 'placeAtStart', { value: () => editor.viewport.fit() });
  // React Flow gets the positions ready-made (its users bring their own layout); ours lays out while rendering.
  if (library === 'reactflow') {
    editor.viewport.setScreen({ width: element.clientWidth, height: element.clientHeight });
    editor.viewport.placeAtStart(true);
  }
  const { zoom, pan } = editor.view;
  const peer =
    library === 'reactflow'
      ? {
          nodes: peerNodes(editor.layout, (node) => cardText(node, t)),
          edges: peerEdges(tree),
          viewport: { x: pan.x, y: pan.y, zoom: zoom / 100 },
        }
      : null;
  const started = performance.now();
  root = createRoot(element);
  const next = root;
  flushSync(() =>
    next.render(
      peer ? (
        <PeerFlow nodes={peer.nodes} edges={peer.edges} viewport={peer.viewport} />
      ) : (
        <I18nextProvider i18n={i18n}>
          <FlowCanvas editor={editor} t={t} flowName="bench" isFitOnOpen />
        </I18nextProvider>
      ),
    ),
  );
  await afterPaint();
  const firstRender = performance.now() - started;
  return { firstRender, zoom: editor.view.zoom, ...placesOf(library, editor) };
}

export interface ExportCheck {
  /** Mini-map pixels that are not background (the flow drawn in small). */
  miniMapInk: number;
  tiles: number;
  pixelRatio: number;
  /** Preparing the export and drawing its first tile. */
  firstTileMs: number;
  /** Pixels of the first tile that are not white (cards, lines and text drawn). */
  tileInk: number;
}

/** Counts the pixels of a canvas that differ from white (sampling every 4th pixel of every 4th row). */
function ink(canvas: HTMLCanvasElement): number {
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0) return 0;
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let y = 0; y < height; y += 4)
    for (let x = 0; x < width; x += 4) {
      const at = (y * width + x) * 4;
      if ((data[at + 3] ?? 0) > 0 && ((data[at] ?? 0) < 250 || (data[at + 1] ?? 0) < 250)) count += 1;
    }
  return count;
}

/** The mini-map and the whole-flow export of the flow mounted last (ours). */
export async function checkExport(): Promise<ExportCheck> {
  const editor = lastEditor;
  const t = lastT;
  if (!editor || !t) throw new Error('nothing mounted');
  await afterPaint();
  const miniMap = document.querySelector<HTMLCanvasElement>('[data-testid="flow-minimap"] canvas');
  const started = performance.now();
  const image = prepareFlowImage(editor.layout, {
    title: 'bench',
    end: t('node.end'),
    card: (node) => cardText(node, t),
  });
  const [first] = image.tiles;
  if (!first) throw new Error('no tiles');
  const canvas = image.draw(first);
  const firstTileMs = performance.now() - started;
  const tileInk = ink(canvas);
  canvas.width = 0;
  canvas.height = 0;
  return {
    miniMapInk: miniMap ? ink(miniMap) : 0,
    tiles: image.tiles.length,
    pixelRatio: image.plan.pixelRatio,
    firstTileMs,
    tileInk,
  };
}

/** Screen points for the gestures, found the same way for both canvases. */
function placesOf(library: Library, editor: FlowEditor): Omit<Mounted, 'firstRender' | 'zoom'> {
  const scale = editor.view.zoom / 100;
  const { pan } = editor.view;
  const visible = editor.visibleBoxes;
  const { width, height } = editor.viewport.screen;
  const flowCentre = { x: (width / 2 - pan.x) / scale, y: (height / 2 - pan.y) / scale };
  const card = cardNearCentre(visible, flowCentre);
  const stage = Konva.stages[0]?.container();
  const paneBox = (library === 'ours' && stage ? stage : pane()).getBoundingClientRect();
  const cardBox =
    library === 'ours'
      ? {
          x: paneBox.left + (card.x + card.width / 2) * scale + pan.x,
          y: paneBox.top + (card.y + card.height * 0.7) * scale + pan.y,
        }
      : centreOf(document.querySelector(`.react-flow__node[data-id="${card.id}"]`));
  return {
    onScreen: visible.filter((box) => box.kind === 'node').length,
    empty: { x: paneBox.left + 60, y: paneBox.top + paneBox.height / 2 },
    centre: { x: paneBox.left + paneBox.width / 2, y: paneBox.top + paneBox.height / 2 },
    card: cardBox,
  };
}

function centreOf(element: Element | null): Point {
  if (!element) throw new Error('card not in the DOM');
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height * 0.7 };
}
