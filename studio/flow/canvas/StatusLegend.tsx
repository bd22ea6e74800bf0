/** Legend of the read-only progress colours (-1 none, 0 not reached, 1 current, 2 completed). */
import type { FlowT } from '../useFlowT';
import { DISPLAY_STATUSES, STATUS_COLORS } from './theme';

const LABELS = {
  '-1': 'status.none',
  '0': 'status.notReached',
  '1': 'status.current',
  '2': 'status.completed',
} as const;

export function StatusLegend({ t }: { t: FlowT }) {
  return (
    <ul className="flow-legend" aria-label={t('status.legend')}>
      {DISPLAY_STATUSES.map((status) => (
        <li key={status}>
          <span className="flow-legend-swatch" style={{ borderColor: STATUS_COLORS[status] ?? '#dfe3e8' }} />
          {t(LABELS[String(status) as keyof typeof LABELS])}
        </li>
      ))}
    </ul>
  );
}
