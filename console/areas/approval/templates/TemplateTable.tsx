import { ProcessStatus } from '@shared/approval/states';
import '../approval.css';
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  ButtonGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { MANAGE_PERMISSION, PROCESS_TYPES } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { useModel } from '../../../app/useModel';
import { ActionTable } from '../../../ui/ActionTable';
import { MigrationDialog } from './MigrationDialog';
import { TemplateListStore } from './model/TemplateListStore';

/** Template list (workflow spec §2.5): group filter, design / publish / settings / delete; new opens the designer. */
export const TemplateTable = observer(function TemplateTable() {
  const { t } = useTranslation('approval');
  const { session } = useStores();
  const navigate = useNavigate();
  const store = useModel((deps) => new TemplateListStore(deps));
  useEffect(() => void store.load(), [store]);
  const rows = store.rows.isLoading ? null : (store.rows.value ?? []);
  const { removing } = store;
  const [migrating, setMigrating] = useState<{ id: string; processName: string } | null>(null);
  const perms = session.info?.permissions ?? [];
  const canManage = perms.includes('*:*:*') || perms.includes(MANAGE_PERMISSION);

  return (
    <div className="approval-list">
      <div className="approval-filters">
        <InputGroup
          className="approval-filter-input"
          aria-label={t('col.processName')}
          placeholder={t('col.processName')}
          value={store.name}
          onValueChange={(value) => store.setName(value)}
          onKeyDown={(e) => e.key === 'Enter' && void store.load()}
        />
        <HTMLSelect
          aria-label={t('col.processType')}
          value={store.group}
          onChange={(e) => void store.setGroup(e.currentTarget.value)}
          options={[
            { value: '', label: t('template.allGroups') },
            ...PROCESS_TYPES.map((g) => ({ value: g, label: t(`group.${g}`) })),
          ]}
        />
        <Button icon="search" onClick={() => void store.load()}>
          {t('list.search')}
        </Button>
        {canManage && (
          <Button intent="primary" icon="add" onClick={() => navigate('/workflow/flow-designer/new')}>
            {t('template.new')}
          </Button>
        )}
      </div>
      {rows === null ? (
        <div className="approval-loading">
          <Spinner size={24} />
        </div>
      ) : rows.length === 0 ? (
        <NonIdealState icon="layout-hierarchy" title={t('template.empty')} />
      ) : (
        <ActionTable striped className="approval-table" hasActionColumn={canManage}>
          <thead>
            <tr>
              <th>{t('col.processName')}</th>
              <th>{t('col.processType')}</th>
              <th>{t('template.status')}</th>
              <th>{t('template.version')}</th>
              <th>{t('template.updated')}</th>
              {canManage && <th>{t('col.operation')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <strong>{row.processName}</strong>
                  <div className="approval-muted">{row.description}</div>
                </td>
                <td>{t(`group.${row.processType}`, { defaultValue: row.processType })}</td>
                <td>
                  <Tag minimal intent={row.status === ProcessStatus.Published ? 'success' : 'none'}>
                    {t(
                      row.status === ProcessStatus.Published
                        ? 'template.statusPublished'
                        : 'template.statusDraft',
                    )}
                  </Tag>
                  {row.status === ProcessStatus.Published && row.hasDraftChanges && (
                    <Tag minimal intent="warning" className="approval-gap">
                      {t('template.draftChanges')}
                    </Tag>
                  )}
                </td>
                <td>{row.version > 0 ? `v${row.version}` : '—'}</td>
                <td>{dayjs(row.updateTime).format('YYYY-MM-DD HH:mm')}</td>
                {canManage && (
                  <td>
                    <ButtonGroup variant="minimal">
                      <Button
                        size="small"
                        icon="edit"
                        onClick={() => navigate(`/workflow/flow-designer/${row.id}`)}
                      >
                        {t('template.design')}
                      </Button>
                      <Button size="small" icon="upload" onClick={() => void store.deploy(row)}>
                        {t('template.publish')}
                      </Button>
                      <Button
                        size="small"
                        icon="cog"
                        onClick={() => navigate(`/workflow/template-settings/${row.id}`)}
                      >
                        {t('template.settings')}
                      </Button>
                      {row.version > 1 && (
                        <Button size="small" icon="swap-horizontal" onClick={() => setMigrating(row)}>
                          {t('migration.action')}
                        </Button>
                      )}
                      {row.efficiencyDiagnosis && (
                        <Button
                          size="small"
                          icon="timeline-bar-chart"
                          onClick={() => navigate(`/workflow/diagnosis/${row.id}`)}
                        >
                          {t('analytics:diagnosis.title')}
                        </Button>
                      )}
                      <Button size="small" icon="trash" intent="danger" onClick={() => store.askRemove(row)}>
                        {t('template.delete')}
                      </Button>
                    </ButtonGroup>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      {migrating && (
        <MigrationDialog
          processId={migrating.id}
          processName={migrating.processName}
          onClose={() => {
            setMigrating(null);
            void store.load();
          }}
        />
      )}
      <Alert
        isOpen={removing !== undefined}
        intent="danger"
        icon="trash"
        confirmButtonText={t('template.delete')}
        cancelButtonText={t('op.cancel')}
        onConfirm={() => void store.remove()}
        onCancel={() => store.cancelRemove()}
      >
        {t('template.deleteConfirm', { name: removing?.processName ?? '' })}
      </Alert>
    </div>
  );
});
