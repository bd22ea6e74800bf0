/**
 * The diagnosis trends: instances started per day, median time to finish per week, and the histogram of time
 * to finish. Apache ECharts (only the bar and line charts, the grid and tooltip, the canvas renderer), loaded
 * with this file only when the screen shows figures. Each chart is followed by a table of the same figures for
 * screen readers; the canvas itself is hidden from them.
 */
import { useEffect, useRef } from 'react';
import { Card, H6, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { isRtl } from '@shared/i18n/locales';
import type { DiagnosisData } from '@shared/api/modules/analytics/diagnosis';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface Series {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  xName: string;
  yName: string;
}

/** The colours a chart takes from the theme around it (light or dark). */
const themeOf = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const text = style.color || '#1c2127';
  const primary = style.getPropertyValue('--app-primary').trim() || '#2d72d2';
  return { text, primary };
};

function EChart({ series, label }: { series: Series; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const rtl = isRtl(i18n.language);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    const { text, primary } = themeOf(element);
    const faint = { lineStyle: { color: text, opacity: 0.15 } };
    chart.setOption({
      animation: false,
      textStyle: { color: text },
      grid: { left: 64, right: 64, top: 40, bottom: 48 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: series.labels,
        inverse: rtl,
        name: series.xName,
        nameLocation: 'middle',
        nameGap: 30,
        axisLabel: { color: text, hideOverlap: true },
        axisLine: faint,
      },
      yAxis: {
        type: 'value',
        position: rtl ? 'right' : 'left',
        name: series.yName,
        nameLocation: 'end',
        nameTextStyle: { color: text, align: rtl ? 'right' : 'left' },
        minInterval: series.kind === 'bar' ? 1 : 0,
        axisLabel: { color: text },
        splitLine: faint,
      },
      series: [
        {
          type: series.kind,
          name: series.yName,
          data: series.values,
          itemStyle: { color: primary },
          lineStyle: { color: primary },
          showSymbol: true,
        },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [series, rtl]);
  return <div ref={box} className="diagnosis-echart" aria-hidden="true" data-chart={label} />;
}

function FigureTable({ series, caption }: { series: Series; caption: string }) {
  return (
    <HTMLTable compact className="diagnosis-table diagnosis-sr-table" aria-label={caption}>
      <thead>
        <tr>
          <th>{series.xName}</th>
          <th className="diagnosis-num">{series.yName}</th>
        </tr>
      </thead>
      <tbody>
        {series.labels.map((label, i) => (
          <tr key={label}>
            <td>{label}</td>
            <td className="diagnosis-num">{series.values[i]}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function ChartCard({ title, series, empty }: { title: string; series: Series; empty: string }) {
  return (
    <Card compact className="diagnosis-chart-card">
      <H6>{title}</H6>
      {series.values.length === 0 ? (
        <p className="diagnosis-muted diagnosis-chart-empty">{empty}</p>
      ) : (
        <>
          <EChart series={series} label={title} />
          <FigureTable series={series} caption={title} />
        </>
      )}
    </Card>
  );
}

/** The unit the weekly medians are drawn in: days when the longest is a day or more, else hours. */
const weekUnit = (data: DiagnosisData) =>
  Math.max(0, ...data.finishPerWeek.map((w) => w.medianSeconds)) >= 86_400 ? 'day' : 'hour';

export default observer(function DiagnosisCharts({ data }: { data: DiagnosisData }) {
  const { t } = useTranslation('analytics');
  const unit = weekUnit(data);
  const perUnit = unit === 'day' ? 86_400 : 3_600;
  const perDay: Series = {
    kind: 'bar',
    labels: data.startedPerDay.map((d) => d.date),
    values: data.startedPerDay.map((d) => d.started),
    xName: t('chart.day'),
    yName: t('chart.instances'),
  };
  const perWeek: Series = {
    kind: 'line',
    labels: data.finishPerWeek.map((w) => w.weekStart),
    values: data.finishPerWeek.map((w) => Math.round((w.medianSeconds / perUnit) * 10) / 10),
    xName: t('chart.weekOf'),
    yName: t(unit === 'day' ? 'chart.medianDays' : 'chart.medianHours'),
  };
  const histogram: Series = {
    kind: 'bar',
    labels: data.finishHistogram.map((b) => t(`finishBucket.${b.index}`)),
    values: data.finishHistogram.map((b) => b.count),
    xName: t('chart.timeToFinish'),
    yName: t('chart.instances'),
  };
  return (
    <div className="diagnosis-charts">
      <ChartCard title={t('chart.perDay')} series={perDay} empty={t('chart.noData')} />
      <ChartCard title={t('chart.perWeek')} series={perWeek} empty={t('chart.noFinished')} />
      <ChartCard title={t('chart.histogram')} series={histogram} empty={t('chart.noFinished')} />
    </div>
  );
});
