/** Benchmark page: renders generated forms with the runtime and measures first render and keystroke-to-paint. */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { FormRuntime } from '@runtime/index';
import { generateForm } from './generateForm';

const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

declare global {
  interface Window {
    bench: {
      render: (
        fields: number,
        rules: number,
      ) => Promise<{ commitMs: number; paintMs: number; allMs: number }>;
      keyLatencies: number[];
    };
  }
}

const latencies: number[] = [];
document.addEventListener(
  'keydown',
  (event) => {
    const started = event.timeStamp;
    void afterPaint().then((end) => latencies.push(end - started));
  },
  true,
);

let root: ReturnType<typeof createRoot> | undefined;
window.bench = {
  keyLatencies: latencies,
  render: async (fields, rules) => {
    root?.unmount();
    const element = document.getElementById('root') as HTMLElement;
    root = createRoot(element);
    const form = generateForm(fields, rules);
    await afterPaint();
    const start = performance.now();
    flushSync(() => root?.render(<FormRuntime document={form} locale="en_US" />));
    const committed = performance.now();
    const painted = await afterPaint();
    // long lists render their last rows in the following frames: wait until every field is in the DOM
    while (!element.querySelector(`[data-key="f${fields - 1}"]`)) await afterPaint();
    const all = await afterPaint();
    return { commitMs: committed - start, paintMs: painted - start, allMs: all - start };
  },
};
