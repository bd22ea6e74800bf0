import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountBar } from './model/HomeStore';

export interface CountBarsProps {
  /** Names the table for screen readers (the heading above it). */
  label: string;
  bars: CountBar[];
  /** Header of the label column (visible when there is an extra column). */
  itemHeader?: string;
  /** Header of the value column. */
  valueHeader: string;
  /** An extra column (header and cell per bar), e.g. the overtime tasks of a flow. */
  extra?: { header: string; cell: (bar: CountBar) => ReactNode };
}

/**
 * Counts as a table of plain CSS bars: each row names what it counts and shows the number as text, so it reads
 * without colour; the bar only repeats the number (hidden from screen readers) and grows from the reading side.
 */
export function CountBars({ label, bars, itemHeader, valueHeader, extra }: CountBarsProps) {
  const { t } = useTranslation();
  return (
    <table className="home-bars" aria-label={label}>
      {/* one number per row needs no header on screen; two do */}
      <thead className={extra ? 'home-bars-head is-shown' : 'home-bars-head'}>
        <tr>
          <th scope="col">{itemHeader ?? t('home.item')}</th>
          <th scope="col" aria-hidden="true" />
          <th scope="col">{valueHeader}</th>
          {extra && <th scope="col">{extra.header}</th>}
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.id}>
            <th scope="row" className="home-bar-label">
              {bar.labelKey ? t(bar.labelKey) : bar.label}
            </th>
            <td className="home-bar-cell" aria-hidden="true">
              <span className="home-bar-track">
                <span
                  className={`home-bar-fill${bar.count === 0 ? ' is-zero' : ''}`}
                  style={{ width: `${Math.round(bar.share * 100)}%` }}
                />
              </span>
            </td>
            <td className="home-bar-value">{bar.count}</td>
            {extra && <td className="home-bar-value">{extra.cell(bar)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
