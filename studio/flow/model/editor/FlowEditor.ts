/**
 * The flow designer's editor: the document, the view (selection, zoom, pan), derived layout and
 * problems, and the editing actions that toolbar, keyboard and canvas share. No React, no Konva.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { NewNodeKind } from '@shared/flow/factories';
import { findNode } from '@shared/flow/tree';
import { isDeletableNode } from '@shared/flow/treeEdit';
import type { FlowFormField, FlowNode, NodeDisplayStatus } from '@shared/flow/types';
import type { FlowProblem } from '@shared/flow/validateFlow';
import type { FlowDocument } from '../FlowDocument';
import { FlowSelectionStore } from '../FlowSelectionStore';
import { addNodeCommand, deleteNodeCommand, pasteSubtreeCommand, renameNodeCommand } from '../commands';
import { detachedBlock, moveNodeCommand } from '../commands/moveCommands';
import type { AddSlot, LayoutBox, LayoutEdge, LayoutItems, TreeLayout } from '../layout';
import { layoutFlow, viewportToFlow, zoomIn, zoomOut } from '../layout';
import { ProblemsMemo } from '../validation';
import type { FlowKeyAction } from './keymap';
import { neighbourInDirection, searchNodes } from './navigation';
import type { Simulation } from './simulate';
import type { Point, Size } from './viewMath';
import { centreOn, fitView, zoomAround } from './viewMath';

export interface FlowEditorOptions {
  isReadOnly?: boolean;
}

export class FlowEditor {
  readonly view = new FlowSelectionStore();
  /** Fields of the bound form(s): condition fields, privileges, validation. */
  fields: FlowFormField[] = [];
  isReadOnly: boolean;
  /** Read-only progress view: display status per node id. */
  statuses: Record<string, NodeDisplayStatus> = {};
  simulation: Simulation | null = null;
  clipboard: FlowNode | null = null;
  screen: Size = { width: 800, height: 600 };
  /** Node whose close icon was clicked, waiting for delete / cancel. */
  pendingDeleteId = '';
  /** Node whose name is being edited in place. */
  editingNameId = '';
  /** The plus slot whose add menu is open. */
  addMenuAfterId = '';
  /** Node being dragged, while dragging (drop slots show). */
  draggingId = '';
  private readonly problemsMemo = new ProblemsMemo();

  constructor(
    readonly doc: FlowDocument,
    options: FlowEditorOptions = {},
  ) {
    this.isReadOnly = options.isReadOnly ?? false;
    makeObservable(this, {
      fields: observableRef,
      isReadOnly: observable,
      statuses: observableRef,
      simulation: observableRef,
      clipboard: observableRef,
      screen: observableRef,
      pendingDeleteId: observable,
      editingNameId: observable,
      addMenuAfterId: observable,
      draggingId: observable,
      layout: computed,
      problems: computed,
      visible: computed,
      visibleBoxes: computed,
      visibleEdges: computed,
      visibleSlots: computed,
      selectedNode: computed,
      setFields: action,
      setStatuses: action,
      setSimulation: action,
      setScreen: action,
      askDelete: action,
      cancelDelete: action,
      confirmDelete: action,
      startRename: action,
      finishRename: action,
      openAddMenu: action,
      closeAddMenu: action,
      addAfter: action,
      startDrag: action,
      endDrag: action,
      copy: action,
      paste: action,
      undo: action,
      redo: action,
      zoomBy: action,
      fit: action,
      focusNode: action,
      reveal: action,
      select: action,
      runKey: action,
    });
  }

  /** Laid out again only along the changed path; the flat lists are copied out only when asked for. */
  get layout(): TreeLayout {
    return layoutFlow(this.doc.root);
  }

  /** `validateFlow` of the tree with the bound form's fields; only changed nodes are checked again. */
  get problems(): FlowProblem[] {
    return this.problemsMemo.problems(this.doc.root, this.fields);
  }

  /** True when `problems` lists a problem of the box's node (its card is outlined); no list is built for it. */
  hasProblem(box: LayoutBox): boolean {
    return box.node !== undefined && this.problemsMemo.hasProblem(this.fields, box.node, box.group);
  }

  private get viewport() {
    return viewportToFlow(this.screen, this.view.pan, this.view.zoom);
  }

  /** Only what intersects the viewport is drawn (found without visiting the rest of the layout). */
  get visible(): LayoutItems {
    return this.layout.visibleIn(this.viewport);
  }

  get visibleBoxes(): LayoutBox[] {
    return this.visible.boxes;
  }

  get visibleEdges(): LayoutEdge[] {
    return this.visible.edges;
  }

  get visibleSlots(): AddSlot[] {
    return this.visible.slots;
  }

  /** The plus slot nearest to a flow point (within 80 px), where a dragged node would land. */
  dropSlotNear(point: Point): AddSlot | undefined {
    let best: { slot: AddSlot; distance: number } | undefined;
    for (const slot of this.layout.slots) {
      const distance = Math.hypot(slot.x - point.x, slot.y - point.y);
      if (distance < 80 && (!best || distance < best.distance)) best = { slot, distance };
    }
    return best?.slot;
  }

  get selectedNode(): FlowNode | undefined {
    return this.view.selectedId ? findNode(this.doc.root, this.view.selectedId) : undefined;
  }

  setFields(fields: FlowFormField[]): void {
    this.fields = fields;
  }
  setStatuses(statuses: Record<string, NodeDisplayStatus>): void {
    this.statuses = statuses;
  }
  setSimulation(simulation: Simulation | null): void {
    this.simulation = simulation;
  }
  setScreen(screen: Size): void {
    if (screen.width !== this.screen.width || screen.height !== this.screen.height) this.screen = screen;
  }

  select(id: string): void {
    this.view.select(id);
  }

  askDelete(id: string): void {
    const node = findNode(this.doc.root, id);
    if (!this.isReadOnly && node && isDeletableNode(node)) this.pendingDeleteId = id;
  }
  cancelDelete(): void {
    this.pendingDeleteId = '';
  }
  confirmDelete(): void {
    if (this.pendingDeleteId !== '') this.doc.run(deleteNodeCommand(this.doc, this.pendingDeleteId));
    this.pendingDeleteId = '';
    this.view.keepOnly((id) => findNode(this.doc.root, id) !== undefined);
  }

  startRename(id: string): void {
    if (!this.isReadOnly) this.editingNameId = id;
  }
  /** Ends in-place editing; an empty name keeps the old one (a node name is required). */
  finishRename(name: string | null): void {
    const id = this.editingNameId;
    this.editingNameId = '';
    if (name === null || name.trim() === '' || id === '') return;
    this.doc.run(renameNodeCommand(this.doc, id, name.trim()));
    this.doc.history.breakMerge();
  }

  openAddMenu(afterId: string): void {
    if (!this.isReadOnly) this.addMenuAfterId = afterId;
  }
  closeAddMenu(): void {
    this.addMenuAfterId = '';
  }
  addAfter(afterId: string, kind: NewNodeKind): void {
    this.addMenuAfterId = '';
    const before = this.doc.root;
    if (!this.doc.run(addNodeCommand(this.doc, afterId, kind))) return;
    const added = findNode(this.doc.root, afterId)?.childNode;
    if (added && this.doc.root !== before) {
      this.view.select(added.id);
      this.reveal(added.id);
    }
  }

  /** Pans just enough to show a node card whole (nothing moves when it already shows). */
  reveal(id: string): void {
    const box = this.layout.findBox(id);
    if (!box) return;
    const scale = this.view.zoom / 100;
    const margin = 24;
    const { pan } = this.view;
    const left = box.x * scale + pan.x;
    const top = box.y * scale + pan.y;
    const right = left + box.width * scale;
    const bottom = top + box.height * scale;
    const dx = left < margin ? margin - left : right > this.screen.width - margin ? this.screen.width - margin - right : 0;
    const dy = top < margin ? margin - top : bottom > this.screen.height - margin ? this.screen.height - margin - bottom : 0;
    if (dx !== 0 || dy !== 0) this.view.setPan({ x: pan.x + dx, y: pan.y + dy });
  }

  startDrag(id: string): void {
    const node = findNode(this.doc.root, id);
    if (!this.isReadOnly && node && isDeletableNode(node)) this.draggingId = id;
  }
  /** Drops the dragged node after `afterId` (one history entry), or cancels with null. */
  endDrag(afterId: string | null): boolean {
    const id = this.draggingId;
    this.draggingId = '';
    return id !== '' && afterId !== null && this.doc.run(moveNodeCommand(this.doc, id, afterId));
  }

  copy(): void {
    const node = this.selectedNode;
    if (node && isDeletableNode(node)) this.clipboard = detachedBlock(node);
  }
  paste(): void {
    const target = this.selectedNode;
    if (this.isReadOnly || !this.clipboard || !target) return;
    if (this.doc.run(pasteSubtreeCommand(this.doc, target.id, this.clipboard))) {
      const pasted = findNode(this.doc.root, target.id)?.childNode;
      if (pasted) this.view.select(pasted.id);
    }
  }

  undo(): void {
    this.doc.undo();
    this.view.keepOnly((id) => findNode(this.doc.root, id) !== undefined);
  }
  redo(): void {
    this.doc.redo();
    this.view.keepOnly((id) => findNode(this.doc.root, id) !== undefined);
  }

  /** One zoom step in (+1) or out (-1), around `anchor` (screen px; default the screen centre). */
  zoomBy(direction: 1 | -1, anchor?: Point): void {
    const next = direction > 0 ? zoomIn(this.view.zoom) : zoomOut(this.view.zoom);
    const at = anchor ?? { x: this.screen.width / 2, y: this.screen.height / 2 };
    this.view.setView(zoomAround({ zoom: this.view.zoom, pan: this.view.pan }, next, at));
  }

  fit(): void {
    this.view.setView(fitView(this.layout.bounds, this.screen));
  }

  /** Selects a node and centres the view on it (search, problems panel). */
  focusNode(id: string): void {
    const box = this.layout.findBox(id);
    if (!box || box.kind === 'end') return;
    this.view.select(id);
    this.view.setPan(centreOn(box, this.screen, this.view.zoom));
  }

  search(query: string): LayoutBox[] {
    return searchNodes(this.layout, query);
  }

  runKey(key: FlowKeyAction): void {
    if (key === 'escape') return this.view.clearSelection();
    if (key === 'copy') return this.copy();
    if (key === 'up' || key === 'down' || key === 'left' || key === 'right') {
      const next = neighbourInDirection(this.layout, this.view.selectedId, key);
      if (next) this.focusNode(next);
      return;
    }
    if (this.isReadOnly) return;
    if (key === 'undo') this.undo();
    else if (key === 'redo') this.redo();
    else if (key === 'paste') this.paste();
    else if (key === 'delete' && this.view.selectedId) this.askDelete(this.view.selectedId);
  }
}
