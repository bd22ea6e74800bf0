import { useId } from 'react';
import { Button, Classes, Dialog, H2, Icon, IconSize, type DialogProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export type AppDialogProps = DialogProps;

/**
 * Blueprint's Dialog with a header whose close button is named in the UI language (Blueprint's own says "Close"
 * in English only). Every console and studio dialog goes through this one component.
 */
export function AppDialog({ title, icon, isCloseButtonShown, onClose, children, ...rest }: AppDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  if (title === null || title === undefined) {
    return (
      <Dialog {...rest} onClose={onClose}>
        {children}
      </Dialog>
    );
  }
  return (
    <Dialog {...rest} onClose={onClose} aria-labelledby={rest['aria-labelledby'] ?? titleId}>
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
