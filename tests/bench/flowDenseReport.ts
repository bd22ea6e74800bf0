/**
 * Runs the dense side-by-side cases several times (the median of each figure is printed, so one busy moment
 * on a shared machine does not decide) and prints the table, the ratios ours / React Flow and the goals.
 */
import { cpus } from 'node:os';
import type { Page } from '@playwright/test';
import type { DenseRow, Library } from './flowDense.ts';
import { DENSE_SIZES, LIBRARIES, denseCase, median } from './flowDense.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Goals (issue 17): pan and zoom p95 ≤ 0.7× React Flow and ≤ 16.7 ms; first render ≤ 0.2× React Flow at 1,000 nodes. */
const GOALS = { frameRatio: 0.7, frameMs: 16.7, firstRenderRatio: 0.2 };
type Figure = 'firstRender' | 'panP95' | 'zoomP95' | 'dragP95';
const FIGURES: Figure[] = ['firstRender', 'panP95', 'zoomP95', 'dragP95'];
const NAMES: Record<Library, string> = { ours: 'ours', reactflow: 'React Flow 12.12.1' };

const ms = (value: number) => `${value.toFixed(1)} ms`;

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

function printGoals(ours: DenseRow, peer: DenseRow): void {
  const ratio = (figure: Figure) => ours[figure] / Math.max(0.001, peer[figure]);
  const frameGoal = (figure: Figure, label: string) =>
    `${label} ${ratio(figure).toFixed(2)}× and ${ms(ours[figure])} (goal ≤ ${GOALS.frameRatio}× and ≤ ${GOALS.frameMs} ms: ${verdict(
      ratio(figure) <= GOALS.frameRatio && ours[figure] <= GOALS.frameMs,
    )})`;
  const lines = [frameGoal('panP95', 'pan p95'), frameGoal('zoomP95', 'zoom p95')];
  if (ours.size === 1000)
    lines.push(
      `first render ${ratio('firstRender').toFixed(2)}× (goal ≤ ${GOALS.firstRenderRatio}×: ${verdict(ratio('firstRender') <= GOALS.firstRenderRatio)})`,
    );
  lines.push(`drag-a-node p95 ${ratio('dragP95').toFixed(2)}× (no goal)`);
  console.log(`At ${ours.size.toLocaleString('en')} nodes, ours / React Flow: ${lines.join('; ')}`);
}

export async function runDense(page: Page, load: () => string): Promise<void> {
  const loadBefore = load();
  const runs: DenseRow[] = [];
  for (let run = 0; run < RUNS; run += 1)
    for (const size of DENSE_SIZES)
      for (const library of LIBRARIES) runs.push(await denseCase(page, library, size));
  console.log(
    `\nDense flows side by side, fitted at 50 % zoom; medians of ${RUNS} runs; frame work = main-thread task time from the input to the painted frame; ${cpus().length} CPUs, load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log(
    '| nodes | canvas | cards on screen | first render | pan p95 | zoom step p95 | drag-a-node p95 |',
  );
  console.log('| ---: | :--- | ---: | ---: | ---: | ---: | ---: |');
  const rows = new Map<string, DenseRow>();
  for (const size of DENSE_SIZES)
    for (const library of LIBRARIES) {
      const row = medianRow(runs.filter((one) => one.size === size && one.library === library));
      rows.set(`${library}${size}`, row);
      console.log(
        `| ${size} | ${NAMES[library]} | ${row.onScreen} | ${ms(row.firstRender)} | ${ms(row.panP95)} | ${ms(row.zoomP95)} | ${ms(row.dragP95)} |`,
      );
    }
  console.log('');
  for (const size of DENSE_SIZES) {
    const ours = rows.get(`ours${size}`);
    const peer = rows.get(`reactflow${size}`);
    if (ours && peer) printGoals(ours, peer);
  }
}
