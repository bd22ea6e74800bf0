/**
 * The dense cases of `npm run bench:flow`, side by side with React Flow: 1,000 and 10,000 nodes, the same flow
 * and positions in both, at the view our canvas opens the flow at and fitted to the screen (the least zoom the
 * canvas allows: the most cards on screen). Real mouse input drives a pan (drag the empty pane), zoom steps
 * (ctrl + wheel at the centre) and a node drag. A frame's work is the renderer main thread's task time (script,
 * style, layout, paint, canvas drawing; Chrome's `TaskDuration`) from the input until the frame after it has
 * been painted, so a DOM canvas and a 2D canvas are measured alike. The JS heap is read after a forced garbage
 * collection, before mounting (the page with both libraries loaded) and with the flow mounted.
 */
import type { CDPSession, Page } from '@playwright/test';

export type ViewMode = 'open' | 'fit';
export interface DenseCase {
  size: number;
  mode: ViewMode;
}
export const DENSE_CASES: DenseCase[] = [
  { size: 1000, mode: 'open' },
  { size: 10_000, mode: 'open' },
  { size: 10_000, mode: 'fit' },
];
export const LIBRARIES = ['ours', 'reactflow'] as const;
export type Library = (typeof LIBRARIES)[number];
const PAN_GESTURES = 3;
const PAN_STEPS = 20;
const ZOOM_STEPS = 40;
const DRAG_STEPS = 40;

type Point = { x: number; y: number };
interface Mounted {
  firstRender: number;
  zoom: number;
  onScreen: number;
  empty: Point;
  centre: Point;
  card: Point;
}

export interface DenseRow {
  library: Library;
  size: number;
  mode: ViewMode;
  zoom: number;
  onScreen: number;
  /** JS heap (MB) after a garbage collection with the flow mounted, and what mounting it added. */
  heapMb: number;
  flowHeapMb: number;
  firstRender: number;
  panP95: number;
  zoomP95: number;
  dragP95: number;
  /** The same frames' main-thread CPU time (p95). */
  panCpuP95: number;
  zoomCpuP95: number;
  dragCpuP95: number;
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One frame's work: main-thread task time (wall clock) and the main thread's CPU time in it. */
interface Frame {
  task: number;
  cpu: number;
}

async function workMs(cdp: CDPSession): Promise<Frame> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: read('TaskDuration'), cpu: read('ThreadTime') };
}

const settle = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchSettle(): Promise<void> }).benchSettle());

/**
 * Main-thread work of one input step until its frame is painted (and the next one, for drawing deferred to it).
 * On a loaded machine the task time includes waiting for a core; the CPU time does not.
 */
async function measured(page: Page, cdp: CDPSession, input: () => Promise<void>): Promise<Frame> {
  const before = await workMs(cdp);
  await input();
  await settle(page);
  await settle(page);
  const after = await workMs(cdp);
  return { task: after.task - before.task, cpu: after.cpu - before.cpu };
}

/** Anything left over from the previous gesture (a redraw at rest) happens before the next one starts. */
async function rest(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await settle(page);
}

async function pan(page: Page, cdp: CDPSession, from: Point): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (let gesture = 0; gesture < PAN_GESTURES; gesture += 1) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= PAN_STEPS; step += 1) {
      const x = from.x + (step % 10 < 5 ? step : -step);
      frames.push(await measured(page, cdp, () => page.mouse.move(x, from.y - step * 18)));
    }
    await page.mouse.up();
    await rest(page);
  }
  return frames;
}

async function zoom(page: Page, cdp: CDPSession, at: Point, library: Library): Promise<Frame[]> {
  // our steps are 25 % each (50 → 150 and back); React Flow's ctrl + wheel of 20 scales by 1.32 (50 → 152)
  const delta = library === 'ours' ? 100 : 20;
  const frames: Frame[] = [];
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  for (let step = 0; step < ZOOM_STEPS; step += 1)
    frames.push(await measured(page, cdp, () => page.mouse.wheel(0, step % 8 < 4 ? -delta : delta)));
  await page.keyboard.up('Control');
  await rest(page);
  return frames;
}

async function drag(page: Page, cdp: CDPSession, card: Point): Promise<Frame[]> {
  const frames: Frame[] = [];
  await page.mouse.move(card.x, card.y);
  await page.mouse.down();
  for (let step = 1; step <= DRAG_STEPS; step += 1) {
    const reach = step % 20 < 10 ? step % 10 : 10 - (step % 10);
    frames.push(await measured(page, cdp, () => page.mouse.move(card.x + reach * 8, card.y + reach * 5)));
  }
  await page.mouse.up();
  await rest(page);
  return frames;
}

/** MB of JS heap in use after a full garbage collection. */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

export async function denseCase(page: Page, library: Library, { size, mode }: DenseCase): Promise<DenseRow> {
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  const mountIt = (n: number) =>
    page.evaluate(
      ({ library, n, mode }) =>
        (
          window as unknown as {
            benchMount(library: string, size: number, mode: string): Promise<Mounted>;
          }
        ).benchMount(library, n, mode),
      { library, n, mode },
    );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  try {
    await mountIt(100); // warm-up
    await page.evaluate(() => (window as unknown as { benchUnmount(): Promise<void> }).benchUnmount());
    const heapBefore = await heapMb(cdp);
    const mounted = await mountIt(size);
    await rest(page);
    const heapAfter = await heapMb(cdp);
    const panFrames = await pan(page, cdp, mounted.empty);
    const zoomFrames = await zoom(page, cdp, mounted.centre, library);
    const dragFrames = await drag(page, cdp, mounted.card);
    return {
      library,
      size,
      mode,
      zoom: mounted.zoom,
      heapMb: heapAfter,
      flowHeapMb: heapAfter - heapBefore,
      onScreen: mounted.onScreen,
      firstRender: mounted.firstRender,
      panP95: p95(panFrames.map((one) => one.task)),
      zoomP95: p95(zoomFrames.map((one) => one.task)),
      dragP95: p95(dragFrames.map((one) => one.task)),
      panCpuP95: p95(panFrames.map((one) => one.cpu)),
      zoomCpuP95: p95(zoomFrames.map((one) => one.cpu)),
      dragCpuP95: p95(dragFrames.map((one) => one.cpu)),
    };
  } finally {
    await cdp.detach();
  }
}
