import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useT } from './useStore';

export interface BottomSheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * A sheet that rises from the bottom edge (within a thumb's reach): a modal dialog with its title read first, the
 * focus moved in and kept in, Escape or the shade closing it.
 */
export function BottomSheet({ title, onClose, children, footer }: BottomSheetProps) {
  const { t } = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="m-shade" onClick={onClose}>
      <div
        ref={ref}
        className="m-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="m-sheet-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="m-icon-button" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className="m-sheet-body">{children}</div>
        <div className="m-sheet-foot">{footer}</div>
      </div>
    </div>
  );
}
