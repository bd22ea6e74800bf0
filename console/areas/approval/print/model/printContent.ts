/**
 * What a print shows, in the reader's language (workflow spec §2.6 "print template"): the rows of the process
 * dynamics and the signatures, for the default layout, and the same as escaped HTML blocks for the placeholders
 * of a custom template.
 */
import dayjs from 'dayjs';
import type { PrintDataRow } from '@shared/api/modules/approval';
import { escapeHtml } from '@shared/approval/printTemplate';
import type { PrintContent } from '@shared/approval/printTemplate';
import type { Translate } from '../../../../app/model/ModelDeps';
import { actionKey, isEndEntry } from '../../model/timelineView';

export const PRINT_TIME = 'YYYY-MM-DD HH:mm';

export interface PrintTimelineRow {
  node: string;
  person: string;
  result: string;
  opinion: string;
  time: string;
}

export interface PrintSignature {
  image: string;
  person: string;
  node: string;
  time: string;
}

const timeOf = (at: number | null) => (at === null ? '' : dayjs(at).format(PRINT_TIME));

/** One row per person of each node of the process dynamics (the end entry aside). */
export const timelineRows = (data: PrintDataRow, t: Translate): PrintTimelineRow[] =>
  data.info.entries
    .filter((entry) => !isEndEntry(entry))
    .flatMap((entry) =>
      entry.approvalInfos.map((person) => ({
        node: entry.taskName,
        person: person.userName,
        result: t(`approval:${actionKey(entry.taskType, person.taskState, person.endTime)}`),
        opinion: person.comment,
        time: timeOf(person.endTime),
      })),
    );

export const signaturesOf = (data: PrintDataRow): PrintSignature[] =>
  data.info.entries.flatMap((entry) =>
    entry.approvalInfos.flatMap((person) =>
      person.signature
        ? [
            {
              image: person.signature,
              person: person.userName,
              node: entry.taskName,
              time: timeOf(person.endTime),
            },
          ]
        : [],
    ),
  );

/** The values for a custom template's placeholders. */
export const printContent = (data: PrintDataRow, t: Translate): PrintContent => {
  const head = (['node', 'person', 'result', 'opinion', 'time'] as const)
    .map((column) => `<th>${escapeHtml(t(`approval:print.col.${column}`))}</th>`)
    .join('');
  const rows = timelineRows(data, t)
    .map(
      (row) =>
        `<tr>${[row.node, row.person, row.result, row.opinion, row.time].map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  const signatures = signaturesOf(data)
    .map(
      (item) =>
        `<div class="approval-print-signature"><img src="${escapeHtml(item.image)}" alt="${escapeHtml(
          t('approval:signature.alt', { name: item.person }),
        )}"><div>${escapeHtml(`${item.person} · ${item.node} · ${item.time}`)}</div></div>`,
    )
    .join('');
  return {
    title: data.info.itemName,
    processName: data.info.processName,
    initiator: data.initiatorName,
    createTime: timeOf(data.info.createTime),
    fields: data.fields,
    timelineHtml: `<table class="approval-print-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`,
    signaturesHtml: `<div class="approval-print-signatures">${signatures}</div>`,
  };
};
