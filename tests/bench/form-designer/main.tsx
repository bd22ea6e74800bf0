/** Benchmark page: mounts the real form designer and measures render, select, drag and undo work in Chromium. */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Konva from 'konva';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BlueprintProvider } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import messages from '../../../shared/i18n/locales/en_US/formDesigner.json';
import { FormDesigner } from '@studio/form';
import type { FormEditor } from '@studio/form';
import { DEFAULT_HISTORY_LIMIT } from '@studio/common/history';
import { generateForm } from './generateForm';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { formDesigner: messages } },
  interpolation: { escapeValue: false },
});

const drawAll = () => Konva.stages.forEach((stage) => stage.getLayers().forEach((layer) => layer.draw()));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Time Konva spends drawing layers (its own batched draws), summed until read. */
let drawWork = 0;
function watchDraws() {
  for (const stage of Konva.stages)
    for (const layer of stage.getLayers()) {
      let began = 0;
      layer.on('beforeDraw', () => (began = performance.now()));
      layer.on('draw', () => (drawWork += performance.now() - began));
    }
}
/** The renderer main thread's CPU time so far (ms), read by the driver over the DevTools protocol. */
const threadMs = async () => {
  const read = (window as unknown as { benchThreadMs?: () => Promise<number> }).benchThreadMs;
  return read ? read() : Number.NaN;
};
/** The main thread's CPU time over the last `frameWork` (its update and both frames, style, layout and paint). */
let lastCpu = 0;
/** Work of one update: the synchronous part plus the layer draws of the next frame. */
async function frameWork(update: () => void): Promise<number> {
  const cpu = await threadMs();
  drawWork = 0;
  const t0 = performance.now();
  flushSync(update);
  const sync = performance.now() - t0;
  drawWork = 0;
  await nextFrame();
  await nextFrame();
  const work = sync + drawWork;
  lastCpu = (await threadMs()) - cpu;
  return work;
}
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    clientX: x,
    clientY: y,
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    button: 0,
    buttons: type === 'pointerup' ? 0 : 1,
    isPrimary: true,
  });

const UNDO_ROUNDS = 2;

let root: Root | undefined;

async function run(count: number) {
  root?.unmount();
  document.getElementById('root')!.innerHTML = '';
  root = createRoot(document.getElementById('root')!);
  let editor: FormEditor | undefined;
  const doc = generateForm(count);
  const start = performance.now();
  flushSync(() =>
    root!.render(
      <BlueprintProvider>
        <I18nextProvider i18n={i18n}>
          <div style={{ height: '100vh' }}>
            <FormDesigner initial={doc} onReady={(ready) => (editor = ready)} />
          </div>
        </I18nextProvider>
      </BlueprintProvider>,
    ),
  );
  drawAll();
  const firstRender = performance.now() - start;
  await wait(300);

  const canvas = document.querySelector<HTMLElement>('.fd-canvas')!;
  const rect = canvas.getBoundingClientRect();
  const panelKey = () => document.querySelector('.fd-properties-type code')?.textContent ?? '';
  watchDraws();
  const selects: number[] = [];
  const selectsCpu: number[] = [];
  for (let i = 0; i < 24; i += 1) {
    const y = rect.top + 60 + (i % 6) * 70;
    const x = rect.left + 200;
    await wait(130);
    const before = editor?.selection.selectedKey;
    const work = await frameWork(() => {
      canvas.dispatchEvent(pointer('pointerdown', x, y));
      canvas.dispatchEvent(pointer('pointerup', x, y));
    });
    const key = editor?.selection.selectedKey;
    if (key && key !== before && panelKey() === key) {
      selects.push(work);
      selectsCpu.push(lastCpu);
    }
  }

  // Drag the first control down the canvas, one pointer move per frame.
  const frames: number[] = [];
  const framesCpu: number[] = [];
  await wait(150);
  flushSync(() => canvas.dispatchEvent(pointer('pointerdown', rect.left + 200, rect.top + 40)));
  for (let i = 0; i < 120; i += 1) {
    frames.push(
      await frameWork(() =>
        canvas.dispatchEvent(pointer('pointermove', rect.left + 200 + (i % 7), rect.top + 40 + i * 4)),
      ),
    );
    framesCpu.push(lastCpu);
  }
  flushSync(() => canvas.dispatchEvent(pointer('pointerup', rect.left + 200, rect.top + 40 + 480)));

  // Undo: the drag's move and label edits across the form (the last of them near its end), one undo per frame;
  // the history keeps 20 entries, so twice: edits until it is full (beside the move, the first time), then undo
  // until it is empty.
  const undos: number[] = [];
  const undosCpu: number[] = [];
  const list = editor?.doc.list ?? [];
  for (let round = 0; round < UNDO_ROUNDS; round += 1) {
    const edits = DEFAULT_HISTORY_LIMIT - 1;
    for (let i = 0; i < edits; i += 1) {
      const control = list[Math.floor((i * (list.length - 1)) / (edits - 1))];
      if (control) flushSync(() => editor?.commitLabel(control.key, `Edited ${round} ${i}`));
    }
    await wait(150);
    for (let isUndone = true; isUndone;) {
      const work = await frameWork(() => (isUndone = editor?.undo() ?? false));
      if (isUndone) {
        undos.push(work);
        undosCpu.push(lastCpu);
      }
    }
  }
  const drawn = document.querySelectorAll('canvas').length;
  return {
    count,
    firstRender,
    selectMedian: median(selects),
    selectP95: p95(selects),
    selectSamples: selects.length,
    dragP95: p95(frames),
    dragMedian: median(frames),
    undoP95: p95(undos),
    undoMedian: median(undos),
    undoSamples: undos.length,
    selectCpuP95: p95(selectsCpu),
    dragCpuP95: p95(framesCpu),
    undoCpuP95: p95(undosCpu),
    canvases: drawn,
    controls: editor?.doc.list.length ?? 0,
  };
}

(window as unknown as { runBench: typeof run }).runBench = run;
document.title = 'ready';
