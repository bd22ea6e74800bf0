import { useEffect } from 'react';
import { Callout, Card, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ActionTable } from '../../../ui/ActionTable';
import { LoadFailed } from '../templates/LoadFailed';
import { NotifyRulesStore } from './model/NotifyRulesStore';
import { NotifyRuleRow } from './NotifyRuleRow';
import '../../system/common/admin.css';
import './notifyRules.css';

/** Approval notifications: each approval event bound to a template and channels, tenant-wide or for one flow. */
function NotifyRules() {
  const { t } = useTranslation('messaging');
  const store = useModel((deps) => new NotifyRulesStore(deps));
  useEffect(() => void store.start(), [store]);
  const { rules } = store;
  const body = () => {
    if (rules.failed) return <LoadFailed onRetry={() => void store.setFlow(store.flowId)} />;
    if (rules.value === undefined)
      return (
        <div className="admin-state">
          <Spinner size={30} aria-label={t('admin:ui.loading')} />
        </div>
      );
    return (
      <ActionTable compact className="admin-table notify-table" aria-label={t('ui.notify.title')}>
        <thead>
          <tr>
            <th style={{ width: 170 }}>{t('ui.notify.event')}</th>
            <th style={{ width: 320 }}>{t('ui.notify.template')}</th>
            <th>{t('ui.notify.channels')}</th>
            <th style={{ width: 150 }}>{t('admin:ui.operation')}</th>
          </tr>
        </thead>
        <tbody>
          {store.events.map((event) => (
            <NotifyRuleRow key={event} store={store} event={event} />
          ))}
        </tbody>
      </ActionTable>
    );
  };
  return (
    <Card className="admin-page">
      <div className="admin-toolbar">
        <FormGroup label={t('ui.notify.scope')} labelFor="notify-scope" inline>
          <HTMLSelect
            id="notify-scope"
            value={store.flowId}
            onChange={(e) => void store.setFlow(e.target.value)}
            options={[
              { value: '', label: t('ui.notify.tenant') },
              ...(store.flows.value ?? []).map((f) => ({ value: f.id, label: f.processName })),
            ]}
          />
        </FormGroup>
      </div>
      <Callout icon="info-sign" compact>
        {store.flowId ? t('ui.notify.flowHint') : t('ui.notify.tenantHint')}
      </Callout>
      {body()}
    </Card>
  );
}

export default observer(NotifyRules);
