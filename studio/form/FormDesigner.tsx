/**
 * The form designer: toolbar, palette and outline, canvas and properties panel around one editor, with a
 * live region announcing keyboard edits. Saving (toolbar or Ctrl+S) emits the document to the host
 * (`onSave`); where it goes is the host's business.
 */
import { useCallback, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FormDocument } from '@shared/form';
import type { FormDataSource } from '@runtime/index';
import type { ControlBox } from './model/layout';
import { FORM_DESIGNER_NAMESPACE } from './model';
import type { FormEditor } from './model';
import { DesignerContext } from './DesignerContext';
import type { DesignerNotify } from './DesignerContext';
import type { DesignerParts } from './controlKinds';
import { FormCanvas } from './canvas/FormCanvas';
import { FormOutline } from './panels/FormOutline';
import { LiveRegion } from './panels/LiveRegion';
import { Palette } from './panels/Palette';
import { PropertiesPanel } from './panels/PropertiesPanel';
import { Toolbar } from './panels/Toolbar';
import { openTableCellMenu } from './panels/TableCellMenu';
import type { ToolbarAction } from './panels/toolbarActions';
import { DEFAULT_TOOLBAR } from './panels/toolbarActions';
import { DesignerModals } from './panels/modals/DesignerModals';
import type { ModalName } from './panels/modals/DesignerModals';
import { useDesignerSetup } from './useDesignerSetup';
import './formDesigner.css';

export interface FormDesignerProps {
  initial?: FormDocument;
  /** Saved form id: the mobile preview shows the saved form. */
  formId?: string;
  title?: string;
  toolbar?: readonly ToolbarAction[];
  /** Skip the reset confirmation. */
  hideResetHint?: boolean;
  previewWidth?: number;
  /** Where the preview's pickers, dictionaries and uploads get their data (the host's server). */
  dataSource?: FormDataSource;
  notify?: DesignerNotify;
  historyLimit?: number;
  onSave?: (document: FormDocument) => void;
  onClose?: () => void;
  /** Receives the editor once built (hosts and tests drive it headlessly). */
  onReady?: (editor: FormEditor) => void;
}

export const FormDesigner = observer(function FormDesigner(props: FormDesignerProps) {
  // Subscribing re-renders the designer when the language changes.
  const { i18n } = useTranslation(FORM_DESIGNER_NAMESPACE);
  const designer = useDesignerSetup({
    initial: props.initial,
    i18n,
    language: i18n.language,
    notify: props.notify,
    historyLimit: props.historyLimit,
  });
  const { editor } = designer;
  const [modal, setModal] = useState<ModalName | undefined>();
  const [isReady] = useState(() => {
    props.onReady?.(editor);
    return true;
  });

  const onAction = (action: ToolbarAction) => {
    switch (action) {
      case 'save':
        return props.onSave?.(editor.doc.toJSON());
      case 'close':
        return props.onClose?.();
      case 'undo':
        return void designer.edits.undo();
      case 'redo':
        return void designer.edits.redo();
      case 'reset':
        if (props.hideResetHint) return designer.show(editor.reset().message, true);
        return setModal('reset');
      default:
        return setModal(action);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isSave = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
    if (!isSave || !(props.toolbar ?? DEFAULT_TOOLBAR).includes('save')) return;
    event.preventDefault();
    onAction('save');
  };
  const viewOf = useCallback(
    (box: ControlBox) => (editor.registry.attachments(box.type) as Partial<DesignerParts>).view,
    [editor],
  );

  return (
    <DesignerContext.Provider value={designer}>
      <div className="fd-root" data-ready={isReady} onKeyDown={onKeyDown}>
        <Toolbar actions={props.toolbar ?? DEFAULT_TOOLBAR} onAction={onAction} title={props.title} />
        <div className="fd-body">
          <div className="fd-side">
            <Palette />
            <FormOutline />
          </div>
          <FormCanvas
            viewOf={viewOf}
            onCellMenu={(cell, client) => openTableCellMenu(designer, cell, client)}
          />
          <PropertiesPanel />
        </div>
        <DesignerModals
          modal={modal}
          onClose={() => setModal(undefined)}
          formId={props.formId}
          previewWidth={props.previewWidth}
          dataSource={props.dataSource}
          locale={i18n.language}
        />
        <LiveRegion />
      </div>
    </DesignerContext.Provider>
  );
});
