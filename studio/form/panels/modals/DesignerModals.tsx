/** Which designer modal is open: JSON view, code view, import, previews, reset confirmation. */
import type { FormDataSource } from '@runtime/index';
import { useDesigner } from '../../DesignerContext';
import type { ToolbarAction } from '../toolbarActions';
import { CodeViewModal } from './CodeViewModal';
import { ImportJsonModal } from './ImportJsonModal';
import { JsonViewModal } from './JsonViewModal';
import { MobilePreviewModal } from './MobilePreviewModal';
import { PreviewModal } from './PreviewModal';
import { ResetDialog } from './ResetDialog';

export type ModalName = Exclude<ToolbarAction, 'save' | 'close' | 'undo' | 'redo'>;

export interface DesignerModalsProps {
  modal: ModalName | undefined;
  onClose: () => void;
  formId?: string;
  previewWidth?: number;
  dataSource?: FormDataSource;
  locale?: string;
}

export function DesignerModals(props: DesignerModalsProps) {
  const { modal, onClose, formId, previewWidth, dataSource, locale } = props;
  const designer = useDesigner();
  const { editor } = designer;
  switch (modal) {
    case 'exportJson':
      return <JsonViewModal json={JSON.stringify(editor.doc.toJSON(), null, 2)} onClose={onClose} />;
    case 'exportCode':
      return <CodeViewModal document={editor.doc.toJSON()} onClose={onClose} />;
    case 'importJson':
      return <ImportJsonModal onClose={onClose} />;
    case 'preview':
      return (
        <PreviewModal
          document={editor.doc.toJSON()}
          width={previewWidth}
          dataSource={dataSource}
          locale={locale}
          onClose={onClose}
        />
      );
    case 'mobilePreview':
      return <MobilePreviewModal formId={formId} onClose={onClose} />;
    case 'reset':
      return (
        <ResetDialog
          onClose={onClose}
          onConfirm={() => {
            designer.show(editor.reset().message, true);
            onClose();
          }}
        />
      );
    default:
      return null;
  }
}
