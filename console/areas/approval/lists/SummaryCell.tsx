/** The summary of an application in a list row (display settings, workflow spec §2.6): "label: value" lines. */
import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalRowData, TaskRowData } from '@shared/api/modules/approval';

export function SummaryCell({ summary }: { summary: ApprovalRowData['summary'] }) {
  if (summary.length === 0) return <span className={Classes.TEXT_MUTED}>—</span>;
  return (
    <dl className="approval-summary">
      {summary.map((item) => (
        <div key={item.key} className="approval-summary-item">
          <dt>{item.label}</dt>
          <dd>{item.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The task modal's heading: the custom title (when it differs from the item name) and the summary. */
export function TaskDisplay({ task }: { task: Pick<TaskRowData, 'title' | 'itemName' | 'summary'> }) {
  const { t } = useTranslation('approval');
  if (task.summary.length === 0 && task.title === task.itemName) return null;
  return (
    <section className="approval-task-display" aria-label={t('display.summary')}>
      {task.title !== task.itemName && <h4 className="approval-task-title">{task.title}</h4>}
      {task.summary.length > 0 && <SummaryCell summary={task.summary} />}
    </section>
  );
}
