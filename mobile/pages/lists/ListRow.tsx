import type { ApprovalRowData } from '@shared/api/modules/approval/schemas';
import { useRoot, useT } from '../../ui/useStore';
import { formatTime } from '../../ui/formatTime';

/** One application in a list: a link to its task (or the application itself), readable in one swipe. */
export function ListRow({ row }: { row: ApprovalRowData }) {
  const root = useRoot();
  const { t, i18n } = useT();
  const route = row.taskId
    ? ({ name: 'task', taskId: row.taskId } as const)
    : ({ name: 'application', instanceId: row.id } as const);
  const href = row.taskId ? `/m/task/${row.taskId}` : `/m/application/${row.id}`;
  return (
    <li className="m-row">
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          root.router.go(route);
        }}
      >
        <span className="m-row-title">{row.title || row.itemName}</span>
        <span className="m-row-line">
          {row.processName} · {row.createBy}
        </span>
        <span className="m-row-line">
          <span className={`m-state m-state-${row.instanceState}`}>{t(`state.${row.instanceState}`)}</span>
          {row.nodeName ? ` · ${row.nodeName}` : ''} · {formatTime(row.createTime, i18n.language)}
        </span>
        {row.summary.slice(0, 3).map((item) => (
          <span key={item.key} className="m-row-line">
            {item.label}: {item.value}
          </span>
        ))}
      </a>
    </li>
  );
}
