/** Test helper: an editor context over a test document, with the layout worked out on each read. */
import type { NewNodeKind } from '@shared/flow/factories';
import { addNodeCommand } from '../commands';
import type { FlowDocument, FlowDocumentInit } from '../FlowDocument';
import { FlowSelectionStore } from '../FlowSelectionStore';
import { layoutFlow } from '../layout';
import { testDocument } from '../testDocument';
import { Announcer } from './Announcer';
import type { EditorContext } from './EditorContext';
import { nodeTypeOf } from '@shared/flow/nodeTypes';

export function testContext(options: { isReadOnly?: boolean; init?: FlowDocumentInit } = {}) {
  const { doc, clock } = testDocument(options.init);
  const view = new FlowSelectionStore();
  const context: EditorContext = {
    doc,
    view,
    isReadOnly: options.isReadOnly ?? false,
    announcer: new Announcer(),
    get layout() {
      return layoutFlow(doc.root);
    },
  };
  return { context, doc, view, clock };
}

/** Puts a chain of new nodes after the start node, in the given order, and forgets the history of it. */
export function addChain(doc: FlowDocument, ...kinds: NewNodeKind[]): string[] {
  for (const kind of [...kinds].reverse()) doc.run(addNodeCommand(doc, doc.root.id, kind));
  doc.history.clear();
  const ids: string[] = [];
  for (let node = doc.root.childNode; node && ids.length < kinds.length; node = node.childNode) {
    ids.push(node.id);
    if (
      nodeTypeOf(node.type).role === 'group' &&
      node.childNode &&
      nodeTypeOf(node.childNode.type).role === 'merge'
    )
      node = node.childNode;
  }
  return ids;
}
