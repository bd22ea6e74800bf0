/** The designer toolbar: the host's chosen actions, undo and redo enabled from the history. */
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useDesigner } from '../DesignerContext';
import type { ToolbarAction } from './toolbarActions';
import { TOOLBAR_ICONS } from './toolbarActions';

export interface ToolbarProps {
  actions: readonly ToolbarAction[];
  onAction: (action: ToolbarAction) => void;
  title?: string;
}

export const Toolbar = observer(function Toolbar({ actions, onAction, title }: ToolbarProps) {
  const { editor, t } = useDesigner();
  const isDisabled = (action: ToolbarAction) =>
    (action === 'undo' && !editor.history.canUndo) || (action === 'redo' && !editor.history.canRedo);
  return (
    <div className="fd-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {title ? <span className="fd-toolbar-title">{title}</span> : null}
      <ButtonGroup variant="minimal">
        {actions.map((action) => (
          <Button
            key={action}
            icon={TOOLBAR_ICONS[action] as IconName}
            text={t(`toolbar.${action}`)}
            disabled={isDisabled(action)}
            intent={action === 'save' ? 'primary' : 'none'}
            onClick={() => onAction(action)}
          />
        ))}
      </ButtonGroup>
    </div>
  );
});
