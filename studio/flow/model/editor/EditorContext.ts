/** What every interaction object of the flow editor reads: the document, its layout and the view state. */
import type { FlowDocument } from '../FlowDocument';
import type { FlowSelectionStore } from '../FlowSelectionStore';
import type { TreeLayout } from '../layout';
import type { Announcer } from './Announcer';

export interface EditorContext {
  readonly doc: FlowDocument;
  /** Selection, zoom, pan and full screen: never part of undo. */
  readonly view: FlowSelectionStore;
  readonly isReadOnly: boolean;
  /** The laid-out tree of `doc.root` (memoized by the editor). */
  readonly layout: TreeLayout;
  /** What the live region says next. */
  readonly announcer: Announcer;
}
