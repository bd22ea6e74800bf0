/** Controls without a value: text, html (sanitised), alert, button, divider, frame. */
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_FRAME_MODAL, DEFAULT_TEXT_FONT_SIZE, FormMessage } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { sanitizeHtml } from './sanitize';
import type { ContainerProps } from './types';
import { FrameModal } from './FrameModal';

export function TextBlock({ control }: ContainerProps) {
  const { options } = control;
  return (
    <div
      className="fr-text"
      style={{
        textAlign: options.textAlign ?? 'left',
        color: options.color,
        fontFamily: options.fontFamily || undefined,
        fontSize: options.fontSize || DEFAULT_TEXT_FONT_SIZE,
      }}
    >
      {options.showRequiredMark ? (
        <span className="fr-required-mark" aria-hidden="true">
          *
        </span>
      ) : null}
      {control.label}
    </div>
  );
}

/** HTML from the document, sanitised with DOMPurify (loaded on demand); scripts never run. */
export function HtmlBlock({ control }: ContainerProps) {
  const source = typeof control.options.defaultValue === 'string' ? control.options.defaultValue : '';
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let isLive = true;
    sanitizeHtml(source)
      .then((clean) => isLive && setHtml(clean))
      .catch(() => isLive && setHtml(''));
    return () => {
      isLive = false;
    };
  }, [source]);
  return html === null ? (
    <div className="fr-html" />
  ) : (
    <div className="fr-html" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

export function AlertBlock({ control }: ContainerProps) {
  const { t } = useRuntime();
  const [isOpen, setOpen] = useState(true);
  const { type = 'success', description, showIcon, banner, closable } = control.options;
  if (!isOpen) return null;
  const icons: Record<string, string> = { success: '✔', info: 'ℹ', warning: '!', error: '✖' };
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={`fr-alert fr-alert-${type}${banner ? ' fr-alert-banner' : ''}`}
    >
      {showIcon || banner ? (
        <span className="fr-alert-icon" aria-hidden="true">
          {icons[type] ?? 'ℹ'}
        </span>
      ) : null}
      <div>
        <div className="fr-alert-message">{control.label}</div>
        {description ? <div className="fr-alert-description">{description}</div> : null}
      </div>
      {closable ? (
        <button
          type="button"
          className="fr-link fr-alert-close"
          aria-label={t(FormMessage.close)}
          onClick={() => setOpen(false)}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

export function ButtonBlock({ control }: ContainerProps) {
  const { submit, reset, dataSource, store, isFormDisabled } = useRuntime();
  const { handle = 'submit', type = 'primary', dynamicFun = '' } = control.options;
  const onClick = () => {
    if (handle === 'submit') submit();
    else if (handle === 'reset') reset();
    else dataSource.buttonAction?.(dynamicFun, store.values);
  };
  return (
    <button
      type="button"
      className={`fr-button fr-button-${type}`}
      disabled={isFormDisabled || control.options.disabled === true}
      onClick={onClick}
    >
      {control.label}
    </button>
  );
}

export function DividerBlock({ control }: ContainerProps) {
  const orientation = control.options.orientation ?? 'left';
  return (
    <div
      role="separator"
      className={`fr-divider fr-divider-${orientation}${control.label ? ' fr-divider-text' : ''}`}
    >
      {control.label ? <span>{control.label}</span> : null}
    </div>
  );
}

/** Only absolute http(s) URLs may be framed or opened. */
export function safeFrameUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function FrameBlock({ control }: ContainerProps) {
  const { t } = useRuntime();
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { mode = 'frame', modalTitle, modalWidth, modalHeight } = control.options;
  const url = safeFrameUrl(control.options.frameUrl);
  if (!url) return <span className="fr-hint">{t(FormMessage.invalidUrl)}</span>;
  const frame = (height: number) => (
    <iframe
      className="fr-frame"
      title={modalTitle || control.label}
      src={url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      style={{ height }}
    />
  );
  if (mode === 'inner') return frame(modalHeight ?? DEFAULT_FRAME_MODAL.height);
  if (mode === 'tab')
    return (
      <a className="fr-button" href={url} target="_blank" rel="noopener noreferrer">
        {t(FormMessage.openFrame)}
      </a>
    );
  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  return (
    <>
      <button ref={openerRef} type="button" className="fr-button" onClick={() => setOpen(true)}>
        {t(FormMessage.openFrame)}
      </button>
      {isOpen ? (
        <FrameModal
          title={modalTitle || control.label}
          width={modalWidth ?? DEFAULT_FRAME_MODAL.width}
          onClose={close}
        >
          {frame(modalHeight ?? DEFAULT_FRAME_MODAL.height)}
        </FrameModal>
      ) : null}
    </>
  );
}
