/**
 * The frame control's modal: a named dialog whose focus stays inside (Tab past either end wraps, also out of the
 * framed page) and goes back to the button that opened it when it closes (close button or Escape).
 */
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { FormMessage } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';

export interface FrameModalProps {
  title: string;
  width: number | string;
  onClose: () => void;
  /** The framed page. */
  children: ReactNode;
}

export function FrameModal({ title, width, onClose, children }: FrameModalProps) {
  const { t } = useRuntime();
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFrame = () => bodyRef.current?.querySelector('iframe')?.focus();
  return (
    <div
      className="fr-modal-mask"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // the host's own dialog (the approval modal) stays open
        event.stopPropagation();
        onClose();
      }}
    >
      {/* focus guards: tabbing out of either end of the dialog comes back in at the other end */}
      <span tabIndex={0} onFocus={focusFrame} />
      <div role="dialog" aria-modal="true" aria-label={title} className="fr-modal" style={{ width }}>
        <div className="fr-modal-head">
          <span>{title}</span>
          <button
            ref={closeRef}
            type="button"
            className="fr-link"
            aria-label={t(FormMessage.close)}
            autoFocus
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div ref={bodyRef}>{children}</div>
      </div>
      <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
    </div>
  );
}
