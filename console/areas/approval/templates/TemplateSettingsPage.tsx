import '../approval.css';
import { useEffect } from 'react';
import { Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useModel } from '../../../app/useModel';
import { DataPushForm } from './DataPushForm';
import { FieldAliasTable } from './FieldAliasTable';
import { PushSetupList } from './PushSetupList';
import { PushLogTable } from './PushLogTable';
import { TemplateSettingsStore } from './model/TemplateSettingsStore';

/** Template settings (workflow spec §2.5): data push setups with field mapping and data format, field aliases, and the push log. */
export const TemplateSettingsPage = observer(function TemplateSettingsPage() {
  const { processId = '' } = useParams();
  return <TemplateSettings key={processId} processId={processId} />;
});

const TemplateSettings = observer(function TemplateSettings({ processId }: { processId: string }) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new TemplateSettingsStore(deps, processId));
  useEffect(() => void store.start(), [store]);
  const { detail } = store;
  if (store.isFailed) return <Callout intent="danger" title={t('settings.notFound')} />;
  if (!detail)
    return (
      <div className="approval-loading">
        <Spinner size={24} />
      </div>
    );
  return (
    <div className="approval-settings">
      <H5>{t('settings.heading', { name: detail.processName })}</H5>
      <div className="approval-settings-grid">
        <div className="approval-settings-column">
          <Card compact>
            <H5>{t('settings.push')}</H5>
            <PushSetupList store={store} />
            <DataPushForm store={store} />
          </Card>
          <Card compact>
            <H5>{t('alias.title')}</H5>
            <FieldAliasTable store={store.aliases} />
          </Card>
        </div>
        <Card compact>
          <H5>{t('settings.log')}</H5>
          <PushLogTable store={store.log} />
        </Card>
      </div>
    </div>
  );
});
