/**
 * Benchmark page: renders the real flow canvas for a generated flow and measures, in this browser,
 * first render, frame work while panning and zooming, and add-node until the frame is drawn.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Konva from 'konva';
import '@blueprintjs/core/lib/css/blueprint.css';
import flowEn from '@shared/i18n/locales/en_US/flow.json';
import { createIdGenerator } from '@shared/flow/ids';
import { FlowCanvas } from '@studio/flow/canvas/FlowCanvas';
import { FlowDocument } from '@studio/flow/model/FlowDocument';
import { FlowEditor, generateFlow } from '@studio/flow/model/editor';
import { useFlowT } from '@studio/flow/useFlowT';
import { afterPaint, checkExport, mount, unmount, type Library, type ViewMode } from './dense';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { flow: flowEn } },
  ns: ['flow'],
  defaultNS: 'flow',
  interpolation: { escapeValue: false },
});

function Bench({ editor }: { editor: FlowEditor }) {
  const t = useFlowT();
  return <FlowCanvas editor={editor} t={t} flowName="bench" />;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Enough samples that one scheduler hiccup on a shared machine does not become the p95. */
const ADD_SAMPLES = 60;
const drawNow = () => Konva.stages.forEach((stage) => stage.draw());

let root: Root | null = null;

async function run(size: number) {
  root?.unmount();
  const element = document.getElementById('root');
  if (!element) throw new Error('no root');
  const t = i18n.getFixedT('en_US', 'flow') as unknown as ConstructorParameters<typeof FlowDocument>[0]['t'];
  const tree = generateFlow({ t, newId: createIdGenerator({ now: Date.now }) }, size);
  await frame();
  const started = performance.now();
  const editor = new FlowEditor(new FlowDocument({ t }, { root: tree }));
  root = createRoot(element);
  flushSync(() =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <Bench editor={editor} />
      </I18nextProvider>,
    ),
  );
  await frame();
  const firstRender = performance.now() - started;
  const drawn = Konva.stages[0]?.find('.flow-node').length ?? 0;

  const panFrames: number[] = [];
  for (let index = 0; index < 120; index += 1) {
    await frame();
    const begin = performance.now();
    flushSync(() =>
      editor.view.setPan({ x: editor.view.pan.x + (index % 40 < 20 ? 7 : -7), y: editor.view.pan.y - 25 }),
    );
    drawNow();
    panFrames.push(performance.now() - begin);
  }
  const zoomFrames: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    await frame();
    const begin = performance.now();
    flushSync(() => editor.zoomBy(index % 8 < 4 ? -1 : 1));
    drawNow();
    zoomFrames.push(performance.now() - begin);
  }
  const addTimes: number[] = [];
  const commandTimes: number[] = [];
  for (let index = 0; index < ADD_SAMPLES; index += 1) {
    await frame();
    const target =
      editor.visibleBoxes.find((box) => box.kind === 'node' && box.node?.type === 1)?.id ??
      editor.doc.root.id;
    const begin = performance.now();
    flushSync(() => {
      editor.addAfter(target, 'approver');
      void editor.layout; // the model side: tree edit, relayout (only the changed path), derived state
      commandTimes.push(performance.now() - begin);
    });
    drawNow();
    addTimes.push(performance.now() - begin);
  }
  return {
    size,
    drawn,
    firstRender,
    panP95: p95(panFrames),
    zoomP95: p95(zoomFrames),
    panZoomP95: p95([...panFrames, ...zoomFrames]),
    addP95: p95(addTimes),
    addMedian: median(addTimes),
    commandP95: p95(commandTimes),
  };
}

(window as unknown as { benchRun: typeof run }).benchRun = run;
Object.assign(window, {
  benchMount: (library: Library, size: number, mode: ViewMode) => mount(library, size, i18n, mode),
  benchCheckExport: checkExport,
  benchUnmount: unmount,
  benchSettle: afterPaint,
});
(window as unknown as { benchReady: boolean }).benchReady = true;
