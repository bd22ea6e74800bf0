/**
 * The dense cases of `npm run bench:flow`, side by side with React Flow: 1,000 and 3,000 nodes fitted at
 * 50 % zoom (the most on screen), the same flow and positions in both. Real mouse input drives a pan (drag
 * the empty pane), zoom steps (ctrl + wheel at the centre) and a node drag. A frame's work is the renderer
 * main thread's task time (script, style, layout, paint, canvas drawing; Chrome's `TaskDuration`) from the
 * input until the frame after it has been painted, so a DOM canvas and a 2D canvas are measured alike.
 */
import type { CDPSession, Page } from '@playwright/test';

export const DENSE_SIZES = [1000, 3000];
export const LIBRARIES = ['ours', 'reactflow'] as const;
export type Library = (typeof LIBRARIES)[number];
const PAN_GESTURES = 3;
const PAN_STEPS = 20;
const ZOOM_STEPS = 40;
const DRAG_STEPS = 40;

type Point = { x: number; y: number };
interface Mounted {
  firstRender: number;
  onScreen: number;
  empty: Point;
  centre: Point;
  card: Point;
}

export interface DenseRow {
  library: Library;
  size: number;
  onScreen: number;
  firstRender: number;
  panP95: number;
  zoomP95: number;
  dragP95: number;
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

const settle = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchSettle(): Promise<void> }).benchSettle());

/** Main-thread work of one input step until its frame is painted (and the next one, for drawing deferred to it). */
async function measured(page: Page, cdp: CDPSession, input: () => Promise<void>): Promise<number> {
  const before = await taskMs(cdp);
  await input();
  await settle(page);
  await settle(page);
  return (await taskMs(cdp)) - before;
}

/** Anything left over from the previous gesture (a redraw at rest) happens before the next one starts. */
async function rest(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await settle(page);
}

async function pan(page: Page, cdp: CDPSession, from: Point): Promise<number[]> {
  const frames: number[] = [];
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

async function zoom(page: Page, cdp: CDPSession, at: Point, library: Library): Promise<number[]> {
  // our steps are 25 % each (50 → 150 and back); React Flow's ctrl + wheel of 20 scales by 1.32 (50 → 152)
  const delta = library === 'ours' ? 100 : 20;
  const frames: number[] = [];
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  for (let step = 0; step < ZOOM_STEPS; step += 1)
    frames.push(await measured(page, cdp, () => page.mouse.wheel(0, step % 8 < 4 ? -delta : delta)));
  await page.keyboard.up('Control');
  await rest(page);
  return frames;
}

async function drag(page: Page, cdp: CDPSession, card: Point): Promise<number[]> {
  const frames: number[] = [];
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

export async function denseCase(page: Page, library: Library, size: number): Promise<DenseRow> {
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  const mountIt = (n: number) =>
    page.evaluate(
      ({ library, n }) =>
        (window as unknown as { benchMount(library: string, size: number): Promise<Mounted> }).benchMount(
          library,
          n,
        ),
      { library, n },
    );
  await mountIt(100); // warm-up
  const mounted = await mountIt(size);
  await rest(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  try {
    const panFrames = await pan(page, cdp, mounted.empty);
    const zoomFrames = await zoom(page, cdp, mounted.centre, library);
    const dragFrames = await drag(page, cdp, mounted.card);
    return {
      library,
      size,
      onScreen: mounted.onScreen,
      firstRender: mounted.firstRender,
      panP95: p95(panFrames),
      zoomP95: p95(zoomFrames),
      dragP95: p95(dragFrames),
    };
  } finally {
    await cdp.detach();
  }
}
