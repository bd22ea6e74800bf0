import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatTime, orDash } from '../common/format';

interface Change { field: string; before: unknown; after: unknown }
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '--' : typeof v === 'string' ? v : JSON.stringify(v));

export function OperationTable({ rows }: { rows: { id: string; userName: string; action: string; targetType: string; targetName: string; targetId: string; changes: Change[]; createTime: string | null }[] }) {
  const { t } = useTranslation('admin');
  return (
    <HTMLTable compact striped className="admin-table" aria-label={t('audit.operation')}>
      <thead><tr><th style={{ width: 170 }}>{t('audit.time')}</th><th style={{ width: 120 }}>{t('audit.user')}</th><th style={{ width: 90 }}>{t('audit.action')}</th><th style={{ width: 200 }}>{t('audit.target')}</th><th>{t('audit.changes')}</th></tr></thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{formatTime(r.createTime)}</td>
            <td>{r.userName}</td>
            <td><Tag minimal>{t(`audit.actions.${r.action}`)}</Tag></td>
            <td title={r.targetId}>{t(`audit.targets.${r.targetType}`)} · {orDash(r.targetName)}</td>
            <td style={{ whiteSpace: 'normal' }}>{r.changes.map((c) => <div key={c.field}><b>{c.field}</b>: {show(c.before)} → {show(c.after)}</div>)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function LoginTable({ rows }: { rows: { id: string; userName: string; ip: string; success: boolean; message: string; createTime: string | null }[] }) {
  const { t } = useTranslation('admin');
  return (
    <HTMLTable compact striped className="admin-table" aria-label={t('audit.login')}>
      <thead><tr><th style={{ width: 170 }}>{t('audit.time')}</th><th>{t('audit.user')}</th><th>{t('audit.ip')}</th><th style={{ width: 100 }}>{t('audit.result')}</th><th>{t('audit.message')}</th></tr></thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{formatTime(r.createTime)}</td><td>{r.userName}</td><td>{orDash(r.ip)}</td>
            <td><Tag minimal intent={r.success ? 'success' : 'danger'}>{r.success ? t('audit.ok') : t('audit.failed')}</Tag></td>
            <td>{r.message ? t(`server:${r.message}`, { until: '', reason: '' }) : '--'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function SystemTable({ rows }: { rows: { id: string; kind: string; message: string; path: string; createTime: string | null }[] }) {
  const { t } = useTranslation('admin');
  return (
    <HTMLTable compact striped className="admin-table" aria-label={t('audit.system')}>
      <thead><tr><th style={{ width: 170 }}>{t('audit.time')}</th><th style={{ width: 100 }}>{t('audit.kind')}</th><th>{t('audit.path')}</th><th>{t('audit.message')}</th></tr></thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}><td>{formatTime(r.createTime)}</td><td>{t(`audit.kinds.${r.kind}`)}</td><td>{orDash(r.path)}</td><td title={r.message}>{r.message}</td></tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
