import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { useT } from './useStore';

export interface TopBarProps {
  title: string;
  /** Goes back (history), shown as an arrow that turns with the reading direction. */
  onBack?: () => void;
  end?: ReactNode;
}

/** The page's title bar: back on the start side, the page's own buttons on the end side. */
export function TopBar({ title, onBack, end }: TopBarProps) {
  const { t } = useT();
  return (
    <header className="m-top">
      {onBack ? (
        <button type="button" className="m-icon-button m-back" onClick={onBack} aria-label={t('common.back')}>
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="m-top-title">{title}</h1>
      <div className="m-top-end">{end}</div>
    </header>
  );
}
