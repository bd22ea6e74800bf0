/**
 * "Move running applications" (issue 30): choose the source and target versions, read the server's dry run
 * (where each running application lands, or why it stays), pick a node for each node the target no longer has,
 * then move them in batches with a progress bar and a result.
 */
import { useEffect } from 'react';
import {
  Button,
  Callout,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MigrationPlanRowData } from '@shared/api/modules/approval';
import { intlLocale } from '@shared/i18n/locales';
import { AppDialog } from '../../../ui/AppDialog';
import { useModel } from '../../../app/useModel';
import { MigrationStore } from './model/MigrationStore';

export interface MigrationDialogProps {
  processId: string;
  processName: string;
  onClose: () => void;
}

const names = (nodes: { name: string }[]) => nodes.map((node) => node.name).join(', ');

const Landing = ({ row }: { row: MigrationPlanRowData }) => {
  const { t } = useTranslation('approval');
  if (!row.moves)
    return (
      <Tag minimal intent="warning" className="migration-stays">
        {t(`migration.reason.${row.reason ?? 'noOpenNode'}`, { node: row.reasonNode?.name ?? '' })}
      </Tag>
    );
  return (
    <>
      <bdi>{names(row.landingNodes)}</bdi>
      <div className="approval-muted">
        {t(row.keepsAssignees ? 'migration.keepsAssignees' : 'migration.newAssignees')}
      </div>
    </>
  );
};

interface VersionSelectProps {
  id: string;
  label: string;
  /** The server's reason this choice gives no plan. */
  problem?: string;
  value: number;
  options: { value: number; label: string }[];
  disabled: boolean;
  onPick: (version: number) => void;
}

const VersionSelect = ({ id, label, problem, value, options, disabled, onPick }: VersionSelectProps) => (
  <FormGroup
    label={label}
    labelFor={id}
    inline
    intent={problem ? 'danger' : 'none'}
    helperText={problem ? <span id={`${id}-problem`}>{problem}</span> : undefined}
  >
    <HTMLSelect
      id={id}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${id}-problem` : undefined}
      value={value}
      disabled={disabled}
      options={options}
      onChange={(e) => onPick(Number(e.currentTarget.value))}
    />
  </FormGroup>
);

export const MigrationDialog = observer(function MigrationDialog({
  processId,
  processName,
  onClose,
}: MigrationDialogProps) {
  const { t, i18n } = useTranslation('approval');
  const count = new Intl.NumberFormat(intlLocale(i18n.language));
  const store = useModel((deps) => new MigrationStore(deps, processId));
  useEffect(() => void store.start(), [store]);
  const versions = store.versions.value ?? [];
  const plan = store.plan.value;
  const { progress, result } = store;
  const isLocked = store.isRunning || result !== null;
  const versionOptions = versions.map((row) => ({
    value: row.version,
    label: t('migration.versionOption', { version: row.version, n: count.format(row.running) }),
  }));

  return (
    <AppDialog
      isOpen
      title={t('migration.title', { name: processName })}
      icon="swap-horizontal"
      onClose={onClose}
      style={{ width: 960, maxWidth: '100%' }}
    >
      <div className={`${Classes.DIALOG_BODY} migration-dialog`}>
        {store.versions.isLoading && <Spinner size={24} />}
        {!store.versions.isLoading && versions.length < 2 && (
          <NonIdealState icon="history" title={t('migration.oneVersion')} />
        )}
        {versions.length >= 2 && (
          <div className="approval-filters">
            {(['from', 'to'] as const).map((side) => (
              <VersionSelect
                key={side}
                id={`migration-${side}`}
                label={t(`migration.${side}`)}
                problem={
                  store.planProblem?.field === `${side}Version` ? store.planProblem.message : undefined
                }
                value={side === 'from' ? store.fromVersion : store.toVersion}
                options={versionOptions}
                disabled={isLocked}
                onPick={(version) => void (side === 'from' ? store.setFrom(version) : store.setTo(version))}
              />
            ))}
          </div>
        )}
        {store.plan.isLoading && <Spinner size={24} />}
        {plan && !store.plan.isLoading && plan.rows.length === 0 && (
          <NonIdealState
            icon="tick-circle"
            title={t('migration.empty', { version: store.fromVersion })}
            description={t('migration.emptyHint')}
          />
        )}
        {plan && plan.goneNodes.length > 0 && (
          <Callout
            intent="primary"
            icon="flows"
            title={t('migration.mappingTitle', { version: store.toVersion })}
          >
            {plan.goneNodes.map((node) => (
              <FormGroup key={node.id} label={node.name} labelFor={`migration-map-${node.id}`} inline>
                <HTMLSelect
                  id={`migration-map-${node.id}`}
                  value={store.mapping[node.id] ?? ''}
                  disabled={isLocked}
                  options={[
                    { value: '', label: t('migration.noMapping') },
                    ...plan.targetNodes.map((target) => ({ value: target.id, label: target.name })),
                  ]}
                  onChange={(e) => void store.setMapping(node.id, e.currentTarget.value)}
                />
              </FormGroup>
            ))}
          </Callout>
        )}
        {plan && plan.rows.length < plan.total && (
          <Callout intent="none" icon="info-sign" className="migration-shown">
            {t('migration.shown', {
              shown: count.format(plan.rows.length),
              total: count.format(plan.total),
              moving: count.format(plan.moving),
            })}
          </Callout>
        )}
        {plan && plan.rows.length > 0 && (
          <HTMLTable compact striped className="approval-table migration-table">
            <thead>
              <tr>
                <th>{t('migration.col.application')}</th>
                <th>{t('migration.col.current')}</th>
                <th>{t('migration.col.landing')}</th>
                <th>{t('migration.col.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.rows.map((row) => (
                <tr key={row.instanceId}>
                  <td>
                    <bdi>{row.itemName}</bdi>
                    <div className="approval-muted">{row.applicant}</div>
                  </td>
                  <td>
                    <bdi>{names(row.currentNodes)}</bdi>
                  </td>
                  <td>
                    <Landing row={row} />
                  </td>
                  <td>
                    {row.missingFields.length > 0
                      ? t('migration.keptFields', { fields: row.missingFields.join(', ') })
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {progress && (
          <div className="migration-progress" role="status">
            <ProgressBar
              value={progress.total ? progress.done / progress.total : 1}
              stripes={store.isRunning}
              intent="primary"
            />
            <span>{t('migration.progress', { done: progress.done, total: progress.total })}</span>
          </div>
        )}
        {result && (
          <Callout intent="success" icon="tick" className="migration-result">
            {t('migration.result', { moved: result.moved, stayed: result.stayed })}
          </Callout>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t('op.close')}</Button>
          {!result && (
            <Button
              intent="primary"
              icon="swap-horizontal"
              disabled={store.movable === 0 || isLocked || store.plan.isLoading}
              loading={store.isRunning}
              onClick={() => void store.execute()}
            >
              {t('migration.execute', { n: store.movable })}
            </Button>
          )}
        </div>
      </div>
    </AppDialog>
  );
});
