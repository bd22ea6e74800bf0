import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './diagnosis.css';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  H5,
  H6,
  HTMLTable,
  NonIdealState,
  SegmentedControl,
  Spinner,
} from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@shared/api/modules/analytics/schemas';
import { FlowViewer } from '@studio/flow';
import { useModel } from '../../app/useModel';
import { ProcessViewDialog } from '../approval/lists/ProcessViewDialog';
import { DiagnosisStore } from './model/DiagnosisStore';
import { heatLegend } from './model/heatLegend';
import { loadDateLocale } from './dateLocales';
import {
  dateInputValue,
  dayOfDateInput,
  formatDuration,
  HEAT_COLORS,
  HEAT_LEVELS,
} from './model/diagnosisFigures';
import { downloadFile } from '../../ui/downloadFile';
import { intlLocale } from '@shared/i18n/locales';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Swatch of the nodes without tasks (their plain outline). */
const NO_TASKS_COLOR = '#dfe3e8';

/** The trend charts pull in ECharts: loaded only once figures are shown. */
const DiagnosisCharts = lazy(() => import('./DiagnosisCharts'));

/** The efficiency diagnosis of one flow (workflow spec §6), opened from the template list. */
export default observer(function DiagnosisPage() {
  const { processId = '' } = useParams();
  return <Diagnosis key={processId} processId={processId} />;
});

const Diagnosis = observer(function Diagnosis({ processId }: { processId: string }) {
  const { t } = useTranslation('analytics');
  const store = useModel((deps) => new DiagnosisStore(deps, processId));
  useEffect(() => void store.start(), [store]);
  const { figures, data } = store;
  return (
    <div className="diagnosis">
      <div className="diagnosis-bar">
        <H5>{data?.processName ?? ''}</H5>
        <PeriodPicker store={store} />
        <Button
          icon="export"
          disabled={!data}
          loading={store.isExporting}
          onClick={() =>
            void store
              .exportWorkbook()
              .then((file) => file && downloadFile(file.fileName, file.content, XLSX_TYPE))
          }
        >
          {t('export.excel')}
        </Button>
      </div>
      {figures.state === 'failed' ? (
        <Callout intent="warning" icon="info-sign" title={t('diagnosis.unavailable')}>
          {figures.message}
        </Callout>
      ) : !data ? (
        <div className="diagnosis-loading">
          <Spinner size={24} aria-label={t('diagnosis.loading')} />
        </div>
      ) : (
        <>
          <Summary store={store} />
          {data.instances.started === 0 && data.nodes.length === 0 ? (
            <NonIdealState
              icon="timeline-bar-chart"
              title={t('diagnosis.empty')}
              description={t('diagnosis.emptyHint')}
            />
          ) : (
            <>
              <HeatChart store={store} />
              <NodeTable store={store} />
              <NodeTasks store={store} />
              <Suspense
                fallback={
                  <div className="diagnosis-loading">
                    <Spinner size={20} />
                  </div>
                }
              >
                <DiagnosisCharts data={data} />
              </Suspense>
            </>
          )}
        </>
      )}
    </div>
  );
});

const PeriodPicker = observer(function PeriodPicker({ store }: { store: DiagnosisStore }) {
  const { t, i18n } = useTranslation('analytics');
  const error = store.rangeError;
  const errorText = (field: 'from' | 'to') =>
    error?.field === field ? `${t(`field.${field}`)} ${t(error.key, error.values)}` : undefined;
  const dateInputProps = {
    dateFnsFormat: 'yyyy-MM-dd',
    placeholder: 'YYYY-MM-DD',
    locale: i18n.language,
    dateFnsLocaleLoader: loadDateLocale,
    canClearSelection: true,
    highlightCurrentDay: true,
  };
  return (
    <>
      <SegmentedControl
        aria-label={t('diagnosis.period')}
        options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        value={store.period}
        onValueChange={(value) => void store.setPeriod(value as AnalyticsPeriod)}
      />
      {store.period === 'custom' && (
        <form
          className="diagnosis-range"
          onSubmit={(event) => {
            event.preventDefault();
            void store.applyRange();
          }}
        >
          <FormGroup
            label={t('diagnosis.from')}
            labelFor="diagnosis-from"
            helperText={errorText('from')}
            intent={errorText('from') ? 'danger' : 'none'}
          >
            <DateInput
              {...dateInputProps}
              inputProps={{ id: 'diagnosis-from', intent: errorText('from') ? 'danger' : 'none' }}
              value={dateInputValue(store.from)}
              onChange={(value) => store.setFrom(dayOfDateInput(value))}
            />
          </FormGroup>
          <FormGroup
            label={t('diagnosis.to')}
            labelFor="diagnosis-to"
            helperText={errorText('to')}
            intent={errorText('to') ? 'danger' : 'none'}
          >
            <DateInput
              {...dateInputProps}
              inputProps={{ id: 'diagnosis-to', intent: errorText('to') ? 'danger' : 'none' }}
              value={dateInputValue(store.to)}
              onChange={(value) => store.setTo(dayOfDateInput(value))}
            />
          </FormGroup>
          <FormGroup label={'\u00a0'}>
            <Button type="submit" intent="primary">
              {t('diagnosis.apply')}
            </Button>
          </FormGroup>
        </form>
      )}
    </>
  );
});

const Summary = observer(function Summary({ store }: { store: DiagnosisStore }) {
  const { t, i18n } = useTranslation('analytics');
  const data = store.data;
  if (!data) return null;
  const count = new Intl.NumberFormat(intlLocale(i18n.language));
  const { instances, timeToFinish } = data;
  const items: Array<[string, string]> = [
    ['started', count.format(instances.started)],
    ['finished', count.format(instances.finished)],
    ['approved', count.format(instances.approved)],
    ['rejected', count.format(instances.rejected)],
    ['revoked', count.format(instances.revoked)],
    ['running', count.format(instances.running)],
    ['medianFinish', formatDuration(timeToFinish.medianSeconds, i18n.language)],
    ['p90Finish', formatDuration(timeToFinish.p90Seconds, i18n.language)],
  ];
  return (
    <section aria-label={t('diagnosis.summary')}>
      <div className="diagnosis-muted">
        {t('diagnosis.periodText', {
          from: dayjs(data.period.from).format('YYYY-MM-DD'),
          to: dayjs(data.period.to - 1).format('YYYY-MM-DD'),
          days: data.period.days,
        })}
      </div>
      {data.approximate && (
        <div className="diagnosis-muted" data-testid="diagnosis-approximate">
          {t('diagnosis.approximate')}
        </div>
      )}
      <dl className="diagnosis-figures">
        {items.map(([key, value]) => (
          <div key={key} className="diagnosis-figure" data-figure={key}>
            <dt>{t(`figure.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});

/** Tall enough for the seeded flows to show whole at a readable zoom (the viewer opens at 75 % at least). */
const DIAGRAM_HEIGHT = 720;

const HeatChart = observer(function HeatChart({ store }: { store: DiagnosisStore }) {
  const { t, i18n } = useTranslation('analytics');
  const { design, heat, data } = store;
  const colors = useMemo(
    () => Object.fromEntries(Object.entries(heat.levels).map(([id, level]) => [id, HEAT_COLORS[level]])),
    [heat],
  );
  const open = useCallback((id: string) => void store.selectNode(id), [store]);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        (data?.nodes ?? []).map((node) => [
          node.nodeId,
          t('legend.nodeLabel', {
            time: formatDuration(node.p90WaitSeconds, i18n.language),
            count: node.openTasks,
          }),
        ]),
      ),
    [data, t, i18n.language],
  );
  if (!data) return null;
  const texts = heatLegend(heat, i18n.language);
  const thresholds = HEAT_LEVELS.flatMap((level) => {
    const text = texts[level];
    if (!text) return [];
    const label = 'range' in text ? text.range : t(`legend.${level}`, { limit: text.limit });
    return [{ level, label }];
  });
  const slowest = data.nodes.find((n) => n.nodeId === heat.slowestId);
  const legend = [
    ...thresholds.map(({ level, label }) => ({ color: HEAT_COLORS[level], label })),
    { color: NO_TASKS_COLOR, label: t('legend.none') },
  ];
  return (
    <Card compact className="diagnosis-chart">
      {design ? (
        <FlowViewer
          root={design}
          heat={colors}
          labels={labels}
          heatPath={store.slowestPath?.ids}
          exportLegend={legend}
          flowName={`${data.processName} · ${t('diagnosis.title')}`}
          height={DIAGRAM_HEIGHT}
          onOpenNode={open}
        />
      ) : (
        <NonIdealState icon="flow-branch" title={t('diagnosis.noDesign')} />
      )}
      <div>
        <H6>{t('legend.title')}</H6>
        <ul className="diagnosis-legend" aria-label={t('legend.title')}>
          {thresholds.map(({ level, label }) => (
            <li key={level} data-heat={level}>
              <span className="diagnosis-swatch" style={{ borderColor: HEAT_COLORS[level] }} />
              {label}
            </li>
          ))}
          <li>
            <span className="diagnosis-swatch" style={{ borderColor: NO_TASKS_COLOR }} />
            {t('legend.none')}
          </li>
        </ul>
        {store.slowestPath && (
          <p className="diagnosis-slowest-path" data-testid="slowest-path">
            {t('legend.slowestPath', {
              path: store.slowestPath.steps
                .map((step) => step.name)
                .join(i18n.dir() === 'rtl' ? ' ← ' : ' → '),
            })}
          </p>
        )}
        {slowest && (
          <p className="diagnosis-muted">
            {t('legend.slowest', {
              node: slowest.nodeName,
              time: formatDuration(slowest.p90WaitSeconds ?? 0, i18n.language),
            })}
          </p>
        )}
        <p className="diagnosis-muted">{t('legend.hint')}</p>
      </div>
    </Card>
  );
});

const NodeTable = observer(function NodeTable({ store }: { store: DiagnosisStore }) {
  const { t, i18n } = useTranslation('analytics');
  const data = store.data;
  if (!data) return null;
  const duration = (seconds: number | null) => formatDuration(seconds, i18n.language);
  const levels = store.heat.levels;
  return (
    <Card compact>
      <H6>{t('node.title')}</H6>
      {data.nodes.length === 0 ? (
        <NonIdealState icon="inbox" title={t('node.empty')} />
      ) : (
        <HTMLTable compact striped className="diagnosis-table" aria-label={t('node.title')}>
          <thead>
            <tr>
              <th>{t('node.name')}</th>
              <th className="diagnosis-num">{t('node.tasks')}</th>
              <th className="diagnosis-num">{t('node.open')}</th>
              <th className="diagnosis-num">{t('node.medianWait')}</th>
              <th className="diagnosis-num">{t('node.p90Wait')}</th>
              <th className="diagnosis-num">{t('node.overtime')}</th>
              <th className="diagnosis-num">{t('node.rejections')}</th>
              <th className="diagnosis-num">{t('node.fallbacks')}</th>
              <th>{t('node.holders')}</th>
            </tr>
          </thead>
          <tbody>
            {data.nodes.map((node) => {
              const level = levels[node.nodeId];
              const isPicked = store.selectedNodeId === node.nodeId;
              return (
                <tr key={node.nodeId} className={isPicked ? 'diagnosis-picked' : undefined}>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      className="diagnosis-node-button"
                      aria-pressed={isPicked}
                      onClick={() => void store.selectNode(node.nodeId)}
                    >
                      {level && (
                        <span
                          className="diagnosis-dot"
                          style={{ background: HEAT_COLORS[level] }}
                          aria-label={t(`level.${level}`)}
                          role="img"
                        />
                      )}
                      {node.nodeName}
                    </Button>
                  </td>
                  <td className="diagnosis-num">{node.tasks}</td>
                  <td className="diagnosis-num">{node.openTasks}</td>
                  <td className="diagnosis-num">{duration(node.medianWaitSeconds)}</td>
                  <td className="diagnosis-num">{duration(node.p90WaitSeconds)}</td>
                  <td className="diagnosis-num">{node.overtime}</td>
                  <td className="diagnosis-num">{node.rejections}</td>
                  <td className="diagnosis-num">{node.fallbacks}</td>
                  <td>
                    {node.topHolders.length === 0
                      ? '—'
                      : node.topHolders
                          .map((h) => t('node.holder', { name: h.userName, n: h.openTasks }))
                          .join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
});

const NodeTasks = observer(function NodeTasks({ store }: { store: DiagnosisStore }) {
  const { t, i18n } = useTranslation('analytics');
  const node = store.selectedNode;
  const tasks = store.nodeTasks;
  if (!store.selectedNodeId) return null;
  return (
    <Card compact aria-live="polite">
      <H6>{t('tasks.title', { node: node?.nodeName ?? store.selectedNodeId })}</H6>
      {tasks.state === 'failed' ? (
        <Callout intent="danger">{tasks.message}</Callout>
      ) : tasks.state !== 'done' ? (
        <Spinner size={20} />
      ) : tasks.value.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t('tasks.empty')} />
      ) : (
        <HTMLTable
          compact
          striped
          className="diagnosis-table"
          aria-label={t('tasks.title', { node: node?.nodeName ?? '' })}
        >
          <thead>
            <tr>
              <th>{t('tasks.item')}</th>
              <th>{t('tasks.applicant')}</th>
              <th>{t('tasks.holder')}</th>
              <th>{t('tasks.started')}</th>
              <th className="diagnosis-num">{t('tasks.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.value.map((task) => (
              <tr key={task.taskId}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    className="diagnosis-task-link"
                    icon="document-open"
                    onClick={() => store.openTask(task.taskId)}
                  >
                    {task.itemName}
                  </Button>
                </td>
                <td>{task.createBy}</td>
                <td>{task.assigneeName || t('tasks.unclaimed')}</td>
                <td>{dayjs(task.startTime).format('YYYY-MM-DD HH:mm')}</td>
                <td className="diagnosis-num">{formatDuration(task.waitingSeconds, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {store.openedTask && (
        <ProcessViewDialog
          instanceId={store.openedTask.instanceId}
          processId={store.processId}
          title={store.openedTask.itemName}
          onClose={(changed) => void store.closeTask(changed)}
        />
      )}
    </Card>
  );
});
