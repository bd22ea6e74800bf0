/**
 * The flow designer's editor: the document, the view state, what is derived from them (layout, problems,
 * what shows), and the interaction objects that toolbar, keyboard, outline and canvas share: selection, viewport,
 * add menu, deletion, renaming, drag, clipboard, search, keys, outline and the announcer. No React, no Konva.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { NewNodeKind } from '@shared/flow/factories';
import type { FlowFormField, FlowNode, NodeDisplayStatus } from '@shared/flow/types';
import { taskNodeProblems } from '@shared/flow/taskNodes';
import type { FlowProblem } from '@shared/flow/validateFlow';
import type { FlowDocument } from '../FlowDocument';
import { FlowSelectionStore } from '../FlowSelectionStore';
import type { AddSlot, LayoutBox, LayoutEdge, LayoutItems, TreeLayout } from '../layout';
import { layoutFlow } from '../layout';
import { ProblemsMemo } from '../validation';
import { AddMenu } from './AddMenu';
import { historyMessage } from './announcements';
import { Announcer } from './Announcer';
import { Clipboard } from './Clipboard';
import { Deletion } from './Deletion';
import { Drag } from './Drag';
import type { EditorContext } from './EditorContext';
import type { FlowKeyAction } from './keymap';
import { Keys } from './Keys';
import { Outline } from './Outline';
import { Renaming } from './Renaming';
import { Search } from './Search';
import { Selection } from './Selection';
import type { Simulation } from './simulate';
import type { Point, Size } from './viewMath';
import { Viewport } from './Viewport';

export interface FlowEditorOptions {
  isReadOnly?: boolean;
}

export class FlowEditor implements EditorContext {
  readonly view = new FlowSelectionStore();
  /** Fields of the bound form(s): condition fields, privileges, validation. */
  fields: FlowFormField[] = [];
  isReadOnly: boolean;
  /** Read-only progress view: display status per node id. */
  statuses: Record<string, NodeDisplayStatus> = {};
  /** Read-only heat view: outline colour per node id (a node left out is drawn plain). */
  heat: Record<string, string> = {};
  /** Read-only views: a line of figures per node id, drawn under the card's body. */
  labels: Record<string, string> = {};
  /** Read-only heat view: the nodes of a path to emphasise (the others are dimmed), or null. */
  heatPath: ReadonlySet<string> | null = null;
  /** Read-only heat view: nodes drawn dimmed (the diff's removed nodes, shown as ghosts). */
  ghostIds: ReadonlySet<string> = new Set();
  simulation: Simulation | null = null;
  /** The node whose settings (drawer) are open ('' when none). */
  settingsId = '';
  readonly announcer = new Announcer();
  readonly viewport: Viewport;
  readonly selection: Selection;
  readonly addMenu: AddMenu;
  readonly deletion: Deletion;
  readonly renaming: Renaming;
  readonly drag: Drag;
  readonly clipboard: Clipboard;
  readonly search: Search;
  readonly outline: Outline;
  readonly keys: Keys;
  private readonly problemsMemo = new ProblemsMemo();

  constructor(
    readonly doc: FlowDocument,
    options: FlowEditorOptions = {},
  ) {
    this.isReadOnly = options.isReadOnly ?? false;
    this.viewport = new Viewport(this);
    this.selection = new Selection(this, this.viewport);
    this.addMenu = new AddMenu(this, this.selection, this.viewport);
    this.deletion = new Deletion(this, this.selection);
    this.renaming = new Renaming(this);
    this.drag = new Drag(this);
    this.clipboard = new Clipboard(this, this.selection);
    this.search = new Search(this, this.selection);
    this.outline = new Outline(this, this.selection);
    this.keys = new Keys(this);
    makeObservable(this, {
      fields: observableRef,
      isReadOnly: observable,
      statuses: observableRef,
      heat: observableRef,
      labels: observableRef,
      heatPath: observableRef,
      ghostIds: observableRef,
      simulation: observableRef,
      settingsId: observable,
      layout: computed,
      problems: computed,
      visible: computed,
      visibleBoxes: computed,
      visibleEdges: computed,
      visibleSlots: computed,
      setFields: action,
      setStatuses: action,
      setHeat: action,
      setLabels: action,
      setHeatPath: action,
      setGhosts: action,
      setSimulation: action,
      openSettings: action,
      closeSettings: action,
      undo: action,
      redo: action,
    });
  }

  /** Laid out again only along the changed path; the flat lists are copied out only when asked for. */
  get layout(): TreeLayout {
    return layoutFlow(this.doc.root);
  }

  /**
   * `validateFlow` of the tree with the bound form's fields and the flow's settings; only changed nodes are
   * checked again (task nodes are looked for only while the flow switches them off).
   */
  get problems(): FlowProblem[] {
    const problems = this.problemsMemo.problems(this.doc.root, this.fields);
    const offSwitch = taskNodeProblems(this.doc.root, this.doc.settings);
    return offSwitch.length > 0 ? [...problems, ...offSwitch] : problems;
  }

  /** True when `problems` lists a problem of the box's node (its card is outlined); no list is built for it. */
  hasProblem(box: LayoutBox): boolean {
    return box.node !== undefined && this.problemsMemo.hasProblem(this.fields, box.node, box.group);
  }

  /** Only what intersects the viewport is drawn (found without visiting the rest of the layout). */
  get visible(): LayoutItems {
    return this.layout.visibleIn(this.viewport.rect);
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

  setFields(fields: FlowFormField[]): void {
    this.fields = fields;
  }
  setStatuses(statuses: Record<string, NodeDisplayStatus>): void {
    this.statuses = statuses;
  }
  setHeat(heat: Record<string, string>): void {
    this.heat = heat;
  }
  setLabels(labels: Record<string, string>): void {
    this.labels = labels;
  }
  setHeatPath(ids: readonly string[] | null): void {
    this.heatPath = ids ? new Set(ids) : null;
  }
  setGhosts(ids: readonly string[]): void {
    this.ghostIds = new Set(ids);
  }
  setSimulation(simulation: Simulation | null): void {
    this.simulation = simulation;
  }

  /** Opens the settings of a node of an editable flow (a card clicked, Enter on the canvas or the outline). */
  openSettings(id: string): void {
    if (!this.isReadOnly) this.settingsId = id;
  }
  closeSettings(): void {
    this.settingsId = '';
  }

  /** Undo and redo drop a selection whose node went with the change, and say what they reverted or applied. */
  undo(): void {
    const kind = this.doc.history.peekUndo();
    if (this.doc.undo() && kind) this.announcer.say(historyMessage(this.doc.t, kind, false));
    this.selection.prune();
  }
  redo(): void {
    const kind = this.doc.history.peekRedo();
    if (this.doc.redo() && kind) this.announcer.say(historyMessage(this.doc.t, kind, true));
    this.selection.prune();
  }

  // Shortcuts to the interaction objects, for the panels, the tests and the benchmark.
  get screen(): Size {
    return this.viewport.screen;
  }
  setScreen(screen: Size): void {
    this.viewport.setScreen(screen);
  }
  zoomBy(direction: 1 | -1, anchor?: Point): void {
    this.viewport.zoomBy(direction, anchor);
  }
  fit(): void {
    this.viewport.fit();
  }
  get selectedNode(): FlowNode | undefined {
    return this.selection.node;
  }
  select(id: string): void {
    this.selection.select(id);
  }
  /** Selects a node and centres the view on it (search, problems panel). */
  focusNode(id: string): void {
    this.selection.focus(id);
  }
  get addMenuAfterId(): string {
    return this.addMenu.afterId;
  }
  openAddMenu(afterId: string): void {
    this.addMenu.open(afterId);
  }
  addAfter(afterId: string, kind: NewNodeKind): string {
    return this.addMenu.add(afterId, kind);
  }
  get pendingDeleteId(): string {
    return this.deletion.pendingId;
  }
  askDelete(id: string): void {
    this.deletion.ask(id);
  }
  cancelDelete(): void {
    this.deletion.cancel();
  }
  confirmDelete(): void {
    this.deletion.confirm();
  }
  startRename(id: string): void {
    this.renaming.start(id);
  }
  finishRename(name: string | null): void {
    this.renaming.finish(name);
  }
  startDrag(id: string): void {
    this.drag.start(id);
  }
  endDrag(afterId: string | null): boolean {
    return this.drag.drop(afterId);
  }
  runKey(key: FlowKeyAction): void {
    this.keys.run(key);
  }
}
