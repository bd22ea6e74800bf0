/** Test helper: an editor context over a test document, with the layout worked out on each read. */
import type { FlowDocumentInit } from '../FlowDocument';
import { FlowSelectionStore } from '../FlowSelectionStore';
import { layoutFlow } from '../layout';
import { testDocument } from '../testDocument';
import type { EditorContext } from './EditorContext';

export function testContext(options: { isReadOnly?: boolean; init?: FlowDocumentInit } = {}) {
  const { doc, clock } = testDocument(options.init);
  const view = new FlowSelectionStore();
  const context: EditorContext = {
    doc,
    view,
    isReadOnly: options.isReadOnly ?? false,
    get layout() {
      return layoutFlow(doc.root);
    },
  };
  return { context, doc, view, clock };
}
