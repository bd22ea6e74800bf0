/**
 * Runs the dense side-by-side cases several times (the median of each figure is printed, so one busy moment
 * on a shared machine does not decide) and prints the table, the ratios ours / React Flow and the goals; then
 * checks that the mini-map and the whole-flow export still work at the largest size.
 */
import { cpus } from 'node:os';
import type { Page } from '@playwright/test';
import type { DenseCase, DenseRow, Library } from './flowDense.ts';
import { DENSE_CASES, LIBRARIES, denseCase, median } from './flowDense.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** React Flow needs most of a second per frame at 10,000 nodes: one run of those keeps the bench to minutes. */
const LARGE_RUNS = Number(process.env.BENCH_RUNS_LARGE ?? 1);
const runsOf = (one: DenseCase) => (one.size > 1000 ? LARGE_RUNS : RUNS);
/**
 * Goals (issue 31, at 10,000 nodes): first render ≤ 0.1× React Flow; pan, zoom and drag-a-node p95 ≤ 16.7 ms and
 * ≤ 0.3× React Flow; JS heap after load ≤ 0.5× React Flow's (judged on what mounting the flow added).
 */
const GOALS = { frameRatio: 0.3, frameMs: 16.7, firstRenderRatio: 0.1, heapRatio: 0.5 };
const GOAL_SIZE = 10_000;
type Figure =
  | 'firstRender'
  | 'panP95'
  | 'zoomP95'
  | 'dragP95'
  | 'panCpuP95'
  | 'zoomCpuP95'
  | 'dragCpuP95'
  | 'heapMb'
  | 'flowHeapMb';
const FIGURES: Figure[] = [
  'firstRender',
  'panP95',
  'zoomP95',
  'dragP95',
  'panCpuP95',
  'zoomCpuP95',
  'dragCpuP95',
  'heapMb',
  'flowHeapMb',
];
const NAMES: Record<Library, string> = { ours: 'ours', reactflow: 'React Flow 12.12.1' };
const MODES = { open: 'as opened', fit: 'fit to screen' };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${value.toFixed(1)} MB`;
const key = (library: Library, one: DenseCase) => `${library}:${one.size}:${one.mode}`;

function medianRow(rows: DenseRow[]): DenseRow {
  const first = rows[0];
  if (!first) throw new Error('no runs');
  const row = { ...first };
  for (const figure of FIGURES) row[figure] = median(rows.map((one) => one[figure]));
  return row;
}

function verdict(isMet: boolean): string {
  return isMet ? 'met' : 'MISSED';
}

const cpuOf = (figure: Figure): Figure => figure.replace('P95', 'CpuP95') as Figure;

function printGoals(ours: DenseRow, peer: DenseRow): void {
  const ratio = (figure: Figure) => ours[figure] / Math.max(0.001, peer[figure]);
  const hasGoal = ours.size === GOAL_SIZE;
  const frameGoal = (figure: Figure, label: string) =>
    `${label} ${ratio(figure).toFixed(2)}× and ${ms(ours[figure])} (CPU ${ms(ours[cpuOf(figure)])})` +
    (hasGoal
      ? ` (goal ≤ ${GOALS.frameRatio}× and ≤ ${GOALS.frameMs} ms: ${verdict(
          ratio(figure) <= GOALS.frameRatio && ours[figure] <= GOALS.frameMs,
        )})`
      : '');
  const withGoal = (label: string, figure: Figure, goal: number) =>
    `${label} ${ratio(figure).toFixed(2)}×${hasGoal ? ` (goal ≤ ${goal}×: ${verdict(ratio(figure) <= goal)})` : ''}`;
  const lines = [
    withGoal('first render', 'firstRender', GOALS.firstRenderRatio),
    frameGoal('panP95', 'pan p95'),
    frameGoal('zoomP95', 'zoom p95'),
    frameGoal('dragP95', 'drag-a-node p95'),
    withGoal('heap added by the flow', 'flowHeapMb', GOALS.heapRatio),
    `page heap ${ratio('heapMb').toFixed(2)}×`,
  ];
  console.log(
    `${ours.size.toLocaleString('en')} nodes ${MODES[ours.mode]} (${ours.zoom} %), ours / React Flow: ${lines.join('; ')}`,
  );
}

interface ExportCheck {
  miniMapInk: number;
  tiles: number;
  pixelRatio: number;
  firstTileMs: number;
  tileInk: number;
}

async function printExportCheck(page: Page): Promise<void> {
  const size = GOAL_SIZE;
  await denseCase(page, 'ours', { size, mode: 'fit' });
  const check = await page.evaluate(() =>
    (window as unknown as { benchCheckExport(): Promise<ExportCheck> }).benchCheckExport(),
  );
  const works = check.miniMapInk > 0 && check.tiles > 1 && check.pixelRatio >= 1 && check.tileInk > 0;
  console.log(
    `\nAt ${size.toLocaleString('en')} nodes: mini-map ${check.miniMapInk} sampled pixels drawn; whole-flow export in ${check.tiles} tiles at pixel ratio ${check.pixelRatio.toFixed(2)} (text at least as large as at 100 % zoom), first tile prepared and drawn in ${ms(check.firstTileMs)} with ${check.tileInk} sampled pixels drawn: ${works ? 'works' : 'BROKEN'}`,
  );
}

export async function runDense(page: Page, load: () => string): Promise<void> {
  const loadBefore = load();
  const runs = new Map<string, DenseRow[]>();
  for (let run = 0; run < Math.max(RUNS, LARGE_RUNS); run += 1)
    for (const one of DENSE_CASES.filter((each) => run < runsOf(each)))
      for (const library of LIBRARIES) {
        const row = await denseCase(page, library, one);
        runs.set(key(library, one), [...(runs.get(key(library, one)) ?? []), row]);
      }
  console.log(
    `\nDense flows side by side; medians of ${RUNS} runs (${LARGE_RUNS} above 1,000 nodes); frame work = main-thread task time from the input to the painted frame (in brackets its CPU time, which waiting for a core on a loaded machine does not stretch); heap = JS heap after a garbage collection (with the flow mounted; added by mounting it); ${cpus().length} CPUs, load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log(
    '| nodes | view | canvas | cards on screen | first render | pan p95 (CPU) | zoom step p95 (CPU) | drag-a-node p95 (CPU) | page heap | heap added |',
  );
  console.log('| ---: | :--- | :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const frame = (row: DenseRow, figure: Figure) => `${ms(row[figure])} (${ms(row[cpuOf(figure)])})`;
  const rows = new Map<string, DenseRow>();
  for (const one of DENSE_CASES)
    for (const library of LIBRARIES) {
      const row = medianRow(runs.get(key(library, one)) ?? []);
      rows.set(key(library, one), row);
      console.log(
        `| ${one.size} | ${MODES[one.mode]} (${row.zoom} %) | ${NAMES[library]} | ${row.onScreen} | ${ms(row.firstRender)} | ${frame(row, 'panP95')} | ${frame(row, 'zoomP95')} | ${frame(row, 'dragP95')} | ${mb(row.heapMb)} | ${mb(row.flowHeapMb)} |`,
      );
    }
  console.log('');
  for (const one of DENSE_CASES) {
    const ours = rows.get(key('ours', one));
    const peer = rows.get(key('reactflow', one));
    if (ours && peer) printGoals(ours, peer);
  }
  await printExportCheck(page);
}
