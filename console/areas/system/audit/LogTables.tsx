import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PagedState } from '../../../app/model/PagedList';
import { LtrText } from '../../../ui/LtrText';
import { orDash } from '../common/format';
import { PagedTable } from '../common/PagedTable';
import { useFormatTime } from '../common/useFormatTime';
import { visibleChanges } from './auditChanges';
import type { LoginRow, OperationRow, SystemRow } from './model/AuditLogStore';

/** Business operations with their field changes; `page` is the tab's list in the audit store. */
export function OperationLog({ page }: { page: PagedState<OperationRow> }) {
  const { t, i18n } = useTranslation('admin');
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const formatTime = useFormatTime();
  const columns = [
    { title: t('audit.time'), width: 170 },
    { title: t('audit.user'), width: 120 },
    { title: t('audit.action'), width: 90 },
    { title: t('audit.target'), width: 200 },
    { title: t('audit.changes') },
  ];
  return (
    <PagedTable
      label={t('audit.operation')}
      columns={columns}
      page={page}
      rowKey={(r) => r.id}
      renderCells={(r) => (
        <>
          <td>
            <LtrText>{formatTime(r.createTime)}</LtrText>
          </td>
          <td>
            <LtrText>{r.userName}</LtrText>
          </td>
          <td>
            <Tag minimal>{t(`audit.actions.${r.action}`)}</Tag>
          </td>
          <td title={r.targetId}>
            {r.targetLabel ?? r.targetType} · <LtrText>{orDash(r.targetName)}</LtrText>
          </td>
          <td className="audit-changes">
            {visibleChanges(r.changes, formatTime).map((c) => (
              <div key={c.field}>
                <b>{c.label}</b>: <LtrText>{c.before}</LtrText> {arrow} <LtrText>{c.after}</LtrText>
              </div>
            ))}
          </td>
        </>
      )}
    />
  );
}

export function LoginLog({ page }: { page: PagedState<LoginRow> }) {
  const { t } = useTranslation('admin');
  const formatTime = useFormatTime();
  const columns = [
    { title: t('audit.time'), width: 170 },
    { title: t('audit.user') },
    { title: t('audit.ip') },
    { title: t('audit.result'), width: 100 },
    { title: t('audit.message') },
  ];
  return (
    <PagedTable
      label={t('audit.login')}
      columns={columns}
      page={page}
      rowKey={(r) => r.id}
      renderCells={(r) => (
        <>
          <td>
            <LtrText>{formatTime(r.createTime)}</LtrText>
          </td>
          <td>
            <LtrText>{r.userName}</LtrText>
          </td>
          <td>
            <LtrText>{orDash(r.ip)}</LtrText>
          </td>
          <td>
            <Tag minimal intent={r.success ? 'success' : 'danger'}>
              {r.success ? t('audit.ok') : t('audit.failed')}
            </Tag>
          </td>
          <td>
            {r.message ? t(`server:${r.message}`, { until: '', reason: '', defaultValue: r.message }) : '--'}
          </td>
        </>
      )}
    />
  );
}

export function SystemLog({ page }: { page: PagedState<SystemRow> }) {
  const { t } = useTranslation('admin');
  const formatTime = useFormatTime();
  const columns = [
    { title: t('audit.time'), width: 170 },
    { title: t('audit.kind'), width: 100 },
    { title: t('audit.path') },
    { title: t('audit.message') },
  ];
  return (
    <PagedTable
      label={t('audit.system')}
      columns={columns}
      page={page}
      rowKey={(r) => r.id}
      renderCells={(r) => (
        <>
          <td>
            <LtrText>{formatTime(r.createTime)}</LtrText>
          </td>
          <td>{t(`audit.kinds.${r.kind}`)}</td>
          <td>
            <LtrText>{orDash(r.path)}</LtrText>
          </td>
          <td title={r.message}>{r.message}</td>
        </>
      )}
    />
  );
}
