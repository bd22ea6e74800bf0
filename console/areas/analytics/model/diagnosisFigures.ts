/**
 * Pure helpers of the efficiency diagnosis screen: durations for people, the heat levels of the nodes and the
 * slowest path through the flow.
 */
import type { NodeFiguresRow } from '@shared/api/modules/analytics/diagnosis';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowNode } from '@shared/flow/types';
import { intlLocale } from '@shared/i18n/locales';

/** The value of a date input for a day of the period (`YYYY-MM-DD`, local midnight), or null without one. */
export function dateInputValue(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00` : null;
}

/** The day (`YYYY-MM-DD`) a date input's ISO value stands for; '' when it was cleared. */
export function dayOfDateInput(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

/** A duration in its largest sensible unit: under a minute in seconds, then minutes, hours, days (one decimal). */
export function durationOf(seconds: number): { value: number; unit: DurationUnit } {
  const round = (value: number) => Math.round(value * 10) / 10;
  if (seconds >= 86_400) return { value: round(seconds / 86_400), unit: 'day' };
  if (seconds >= 3_600) return { value: round(seconds / 3_600), unit: 'hour' };
  if (seconds >= 60) return { value: round(seconds / 60), unit: 'minute' };
  return { value: Math.round(seconds), unit: 'second' };
}

/** `3.5 hours` in the reader's language (en_US → en-US for Intl); '—' when there is nothing to measure. */
export function formatDuration(seconds: number | null, language: string): string {
  if (seconds === null) return '—';
  const { value, unit } = durationOf(seconds);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/** How slow a node is against the other nodes of the same flow. */
export type HeatLevel = 'low' | 'mid' | 'high';
export const HEAT_LEVELS: readonly HeatLevel[] = ['low', 'mid', 'high'];

/** Outline colours of the heat levels, on the chart and in its legend (the canvas is light in both themes). */
export const HEAT_COLORS: Record<HeatLevel, string> = {
  low: '#238551',
  mid: '#c87619',
  high: '#cd4246',
};

export interface HeatScale {
  /** p90 waits (seconds) above `mid` are middling, at or above `high` (and above `mid`) are slow. */
  mid: number;
  high: number;
  /** Level per node id; nodes without a measured wait are left out. */
  levels: Record<string, HeatLevel>;
  /** The node with the longest p90 wait, if any. */
  slowestId: string | null;
}

/** Linear-interpolated quantile of sorted values (as PostgreSQL's percentile_cont). */
const quantile = (sorted: number[], q: number): number => {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
};

/**
 * The nodes' p90 waits split at their own terciles (one third and two thirds of the way through the flow's
 * distribution): the slowest third is `high`, the middle `mid`, the rest `low`. With one node, or all equal,
 * every node is `low`: nothing stands out.
 */
export function heatScale(nodes: readonly NodeFiguresRow[]): HeatScale {
  const measured = nodes.filter(
    (n): n is NodeFiguresRow & { p90WaitSeconds: number } => n.p90WaitSeconds !== null,
  );
  const sorted = measured.map((n) => n.p90WaitSeconds).sort((a, b) => a - b);
  if (sorted.length === 0) return { mid: 0, high: 0, levels: {}, slowestId: null };
  // Unrounded: waits of a few seconds would otherwise share one threshold and all read as fast.
  const mid = quantile(sorted, 1 / 3);
  const high = quantile(sorted, 2 / 3);
  const levels: Record<string, HeatLevel> = {};
  let slowest = measured[0]!;
  for (const node of measured) {
    const value = node.p90WaitSeconds;
    levels[node.nodeId] = value > mid && value >= high ? 'high' : value > mid ? 'mid' : 'low';
    if (value > slowest.p90WaitSeconds) slowest = node;
  }
  return { mid, high, levels, slowestId: slowest.nodeId };
}

export interface SlowestPath {
  /** Every node on the path, from the start node down: steps, and the groups and branches passed through. */
  ids: string[];
  /** The steps of the path (start, approvers, handlers, cc…), named in the legend. */
  steps: Array<{ id: string; name: string }>;
  /** The summed p90 waits of its nodes (seconds). */
  totalSeconds: number;
}

/**
 * The path from the start node to the end whose nodes' p90 waits add up to the most: through each branch group
 * the branch with the largest sum is taken (the first one on a tie), then the chain goes on after the group.
 * Nodes without a measured wait count as 0. Null when no node on any path has a measured wait.
 */
export function slowestPath(root: FlowNode, nodes: readonly NodeFiguresRow[]): SlowestPath | null {
  const waits = new Map(nodes.map((n) => [n.nodeId, n.p90WaitSeconds ?? 0]));
  const names = new Map(nodes.map((n) => [n.nodeId, n.nodeName]));
  const chain = (first: FlowNode | null): SlowestPath => {
    const path: SlowestPath = { ids: [], steps: [], totalSeconds: 0 };
    for (let node = first; node; node = node.childNode) {
      path.ids.push(node.id);
      path.totalSeconds += waits.get(node.id) ?? 0;
      const role = nodeTypeOf(node.type).role;
      if (role === 'start' || role === 'step')
        path.steps.push({ id: node.id, name: node.nodeName || names.get(node.id) || node.id });
      let best: SlowestPath | null = null;
      for (const branch of node.conditionNodes ?? []) {
        const candidate = chain(branch);
        if (!best || candidate.totalSeconds > best.totalSeconds) best = candidate;
      }
      if (best) {
        path.ids.push(...best.ids);
        path.steps.push(...best.steps);
        path.totalSeconds += best.totalSeconds;
      }
    }
    return path;
  };
  const path = chain(root);
  return path.ids.some((id) => waits.has(id)) ? path : null;
}
