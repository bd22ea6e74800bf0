/**
 * The diagnosis figures as an Excel workbook (exceljs, loaded only when exported): a sheet each for the
 * summary, the nodes, the instances per day, the median per week and the time-to-finish histogram. Durations
 * are written in seconds, as the server measures them, so the sheet can be computed with.
 */
import type { DiagnosisData } from '@shared/api/modules/analytics/diagnosis';
import type { Translate } from '../../../app/model/ModelDeps';

/** The sheets of the workbook, by the key of their name (`analytics:export.sheet.*`). */
export const WORKBOOK_SHEETS = ['summary', 'nodes', 'perDay', 'perWeek', 'histogram'] as const;

const dateOf = (time: number, tzOffset: number) =>
  new Date(time + tzOffset * 60_000).toISOString().slice(0, 10);

/** `请假 diagnosis 2026-10-28 to 2026-11-26.xlsx`, without characters file systems reject. */
export function workbookFileName(data: DiagnosisData, t: Translate): string {
  const { from, to, tzOffset } = data.period;
  const name = t('analytics:export.fileName', {
    name: data.processName,
    from: dateOf(from, tzOffset),
    to: dateOf(to - 1, tzOffset),
  });
  return `${name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
}

/** The rows of each sheet, first row the headers (pure, so it is tested without a workbook). */
export function workbookRows(
  data: DiagnosisData,
  t: Translate,
): Record<(typeof WORKBOOK_SHEETS)[number], unknown[][]> {
  const h = (key: string) => t(`analytics:export.col.${key}`);
  const f = (key: string) => t(`analytics:figure.${key}`);
  const { instances, timeToFinish, period } = data;
  return {
    summary: [
      [h('figure'), h('value')],
      [h('flow'), data.processName],
      [h('from'), dateOf(period.from, period.tzOffset)],
      [h('to'), dateOf(period.to - 1, period.tzOffset)],
      [f('started'), instances.started],
      [f('finished'), instances.finished],
      [f('approved'), instances.approved],
      [f('rejected'), instances.rejected],
      [f('revoked'), instances.revoked],
      [h('terminated'), instances.terminated],
      [f('running'), instances.running],
      [h('medianFinishSeconds'), timeToFinish.medianSeconds],
      [h('p90FinishSeconds'), timeToFinish.p90Seconds],
    ],
    nodes: [
      [
        h('node'),
        h('tasks'),
        h('open'),
        h('medianWaitSeconds'),
        h('p90WaitSeconds'),
        h('overtime'),
        h('rejections'),
        h('fallbacks'),
        h('holders'),
      ],
      ...data.nodes.map((n) => [
        n.nodeName,
        n.tasks,
        n.openTasks,
        n.medianWaitSeconds,
        n.p90WaitSeconds,
        n.overtime,
        n.rejections,
        n.fallbacks,
        n.topHolders.map((p) => `${p.userName} (${p.openTasks})`).join(', '),
      ]),
    ],
    perDay: [[h('day'), h('started')], ...data.startedPerDay.map((d) => [d.date, d.started])],
    perWeek: [
      [h('week'), h('weekStart'), h('finished'), h('medianFinishSeconds')],
      ...data.finishPerWeek.map((w) => [w.week, w.weekStart, w.finished, w.medianSeconds]),
    ],
    histogram: [
      [h('bucket'), h('count')],
      ...data.finishHistogram.map((b) => [t(`analytics:finishBucket.${b.index}`), b.count]),
    ],
  };
}

/** The workbook's bytes. */
export async function diagnosisWorkbook(data: DiagnosisData, t: Translate): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const rows = workbookRows(data, t);
  for (const key of WORKBOOK_SHEETS) {
    // Excel refuses these characters in a sheet name, and names over 31 characters
    const name = t(`analytics:export.sheet.${key}`).replace(/[*?:\\/[\]]/g, ' ');
    const sheet = book.addWorksheet(name.slice(0, 31));
    for (const row of rows[key]) sheet.addRow(row.map((v) => (v === null ? '' : v)));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => (column.width = 18));
  }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}
