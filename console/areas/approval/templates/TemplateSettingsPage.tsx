import '../approval.css';
import { useEffect, useState } from 'react';
import { Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '@shared/api';
import type { FieldAliasRow, ProcessDetailData } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { DataPushForm } from './DataPushForm';
import { PushLogTable } from './PushLogTable';

/** Template settings (workflow spec §2.5): data push with field mapping and data format, and the push log. */
export function TemplateSettingsPage() {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const { processId = '' } = useParams();
  const [detail, setDetail] = useState<ProcessDetailData | null>(null);
  const [fields, setFields] = useState<FieldAliasRow[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [isFailed, setFailed] = useState(false);
  useEffect(() => {
    client.call(api.approval.processDetail, { query: { id: processId } }).then(async (found) => {
      setDetail(found);
      const lists = await Promise.all(found.formIds.map((formId) => client.call(api.approval.fieldAliasList, { query: { formId } }).catch(() => [])));
      setFields(lists.flat());
    }).catch(() => setFailed(true));
  }, [client, processId]);
  if (isFailed) return <Callout intent="danger" title={t('settings.notFound')} />;
  if (!detail) return <div className="approval-loading"><Spinner size={24} /></div>;
  return (
    <div className="approval-settings">
      <H5>{t('settings.heading', { name: detail.processName })}</H5>
      <div className="approval-settings-grid">
        <Card compact><H5>{t('settings.push')}</H5><DataPushForm processId={processId} fields={fields} onSaved={() => setReloadKey((k) => k + 1)} /></Card>
        <Card compact><H5>{t('settings.log')}</H5><PushLogTable processId={processId} reloadKey={reloadKey} /></Card>
      </div>
    </div>
  );
}
