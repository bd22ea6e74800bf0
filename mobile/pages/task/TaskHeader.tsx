import type { TaskRowData } from '@shared/api/modules/approval/schemas';
import { formatTime } from '../../ui/formatTime';
import { useT } from '../../ui/useStore';

/** What the task is about: title, flow, applicant, step, state, and the summary fields. */
export function TaskHeader({ task }: { task: TaskRowData }) {
  const { t, i18n } = useT();
  return (
    <section className="m-card" aria-labelledby="m-task-title">
      <h2 id="m-task-title">{task.title || task.itemName}</h2>
      <dl className="m-facts">
        {[
          { key: 'flow', label: t('task.flow'), value: task.processName },
          { key: 'applicant', label: t('task.applicant'), value: task.initiatorName },
          { key: 'node', label: t('task.node'), value: task.nodeName },
          { key: 'state', label: t('task.state'), value: t(`state.${task.instanceState}`) },
          { key: 'created', label: t('task.created'), value: formatTime(task.createTime, i18n.language) },
          ...task.summary,
        ].map((fact) => (
          <div key={fact.key} className="m-fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
