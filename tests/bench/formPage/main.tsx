/**
 * Benchmark page: renders the same 500-field form with one library (`?lib=ours|rjsf|formily`) and measures
 * render call → first painted frame, render call → the frame in which every field's control is in the DOM, and
 * each keystroke's input event → the next painted frame.
 */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { CONTROL_COUNT } from './fields';
import { ours } from './ours';
import { rjsf } from './rjsf';
import { formily } from './formily';

const LIBRARIES = { ours, rjsf, formily };
const library =
  LIBRARIES[(new URLSearchParams(location.search).get('lib') ?? 'ours') as keyof typeof LIBRARIES];

const element = document.getElementById('root') as HTMLElement;
const controls = () => element.querySelectorAll('input, select, textarea').length;

/** Resolves after the next frame is painted (a task queued from requestAnimationFrame runs after the paint). */
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

/** After the next painted frame: the time, and how many controls were in the DOM when that frame was drawn. */
const nextFrame = () =>
  new Promise<{ time: number; drawn: number }>((resolve) =>
    requestAnimationFrame(() => {
      const drawn = controls();
      setTimeout(() => resolve({ time: performance.now(), drawn }), 0);
    }),
  );

export interface RenderTimes {
  /** The synchronous render and commit of the render call. */
  commitMs: number;
  paintMs: number;
  mountedMs: number;
  frames: number;
}

declare global {
  interface Window {
    formBench: {
      render: () => Promise<RenderTimes>;
      middleSelector: string;
      keyLatencies: number[];
      /** Resolves once `count` keystrokes have been painted. */
      keysPainted: (count: number) => Promise<void>;
    };
  }
}

const latencies: number[] = [];
let onLatency = () => {};
document.addEventListener(
  'input',
  (event) => {
    const started = event.timeStamp;
    void afterPaint().then((end) => {
      latencies.push(end - started);
      onLatency();
    });
  },
  true,
);

let root: Root | undefined;

window.formBench = {
  keyLatencies: latencies,
  middleSelector: library.middleSelector,
  keysPainted: (count) =>
    new Promise((resolve) => {
      onLatency = () => {
        if (latencies.length >= count) resolve();
      };
      onLatency();
    }),
  render: async () => {
    root?.unmount();
    root = createRoot(element);
    await afterPaint();
    // the watch of the first frame starts before the render call, so its after-paint task is queued ahead of
    // any task the library itself queues from that frame (the frame still shows everything the call rendered)
    const firstFrame = nextFrame();
    const start = performance.now();
    flushSync(() => root?.render(library.element()));
    const committed = performance.now();
    const first = await firstFrame;
    let frame = first;
    let frames = 1;
    while (frame.drawn < CONTROL_COUNT) {
      if (frames > 1000) throw new Error(`${library.name}: ${frame.drawn} of ${CONTROL_COUNT} controls`);
      frame = await nextFrame();
      frames++;
    }
    if (frame.drawn !== CONTROL_COUNT)
      throw new Error(`${library.name}: ${frame.drawn} controls, expected ${CONTROL_COUNT}`);
    return {
      commitMs: committed - start,
      paintMs: first.time - start,
      mountedMs: frame.time - start,
      frames,
    };
  },
};
