import { useId } from 'react';
import { Button, Classes, Dialog, H2, Icon, IconSize, type DialogProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './useReturnFocus';

export type AppDialogProps = DialogProps;

/**
 * Blueprint's Dialog with a header whose close button is named in the UI language (Blueprint's own says "Close"
 * in English only). Every console and studio dialog goes through this one component. Blueprint keeps the focus inside
 * while it is open; when it closes the focus goes back to its opener (useReturnFocus covers openers that went away).
 */
export function AppDialog({
  title,
  icon,
  isCloseButtonShown,
  onClose,
  onClosed,
  children,
  ...rest
}: AppDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const returnFocus = useReturnFocus();
  const handleClosed = (node: HTMLElement) => {
    onClosed?.(node);
    returnFocus(node);
  };
  if (title === null || title === undefined) {
    return (
      <Dialog {...rest} onClose={onClose} onClosed={handleClosed}>
        {children}
      </Dialog>
    );
  }
  return (
    <Dialog
      {...rest}
      onClose={onClose}
      onClosed={handleClosed}
      aria-labelledby={rest['aria-labelledby'] ?? titleId}
    >
      <div className={Classes.DIALOG_HEADER}>
        <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
        <H2 id={titleId}>{title}</H2>
        {isCloseButtonShown !== false && (
          <Button
            aria-label={t('close')}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon="small-cross"
            variant="minimal"
            onClick={onClose}
          />
        )}
      </div>
      {children}
    </Dialog>
  );
}
