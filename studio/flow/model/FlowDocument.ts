/**
 * The flow being designed: node tree, basic info and flow settings. Views read it; every change goes
 * through a typed command on its own history (see `flowCommands.ts`).
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { CommandHistory } from '@studio/common/history';
import type { Clock, Command } from '@studio/common/history';
import { createStartNode } from '@shared/flow/factories';
import type { NodeFactoryContext } from '@shared/flow/factories';
import { createIdGenerator } from '@shared/flow/ids';
import type { IdSources } from '@shared/flow/ids';
import type { Translate } from '@shared/flow/messages';
import { toModelContent } from '@shared/flow/modelContent';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { defaultFlowSettings } from '@shared/flow/types';
import type { FlowCommandKind } from './commands/FlowCommandKind';
import type { FlowBasicInfo } from './flowBasicInfo';
import { emptyBasicInfo } from './flowBasicInfo';

export interface FlowDocumentDeps {
  t: Translate;
  clock?: Clock;
  /** Random source of new ids (9 random digits + timestamp). */
  random?: () => number;
  historyLimit?: number;
}

export interface FlowDocumentInit {
  root?: FlowNode;
  basicInfo?: Partial<FlowBasicInfo>;
  settings?: Partial<FlowSettings>;
}

export class FlowDocument {
  root: FlowNode;
  basicInfo: FlowBasicInfo;
  settings: FlowSettings;
  /** Bumped on every tree change; handy for views that memoize on it. */
  revision = 0;
  readonly history: CommandHistory<FlowCommandKind>;
  readonly t: Translate;
  private readonly idSources: IdSources;
  /** Every id any version of the tree has held (a superset of the current tree's ids), and the nodes already read for it. */
  private readonly knownIds = new Set<string>();
  private readonly readNodes = new WeakSet<FlowNode>();

  constructor(deps: FlowDocumentDeps, init: FlowDocumentInit = {}) {
    this.t = deps.t;
    const clock = deps.clock ?? Date.now;
    this.idSources = { now: clock, ...(deps.random ? { random: deps.random } : {}) };
    this.history = new CommandHistory<FlowCommandKind>({
      clock,
      ...(deps.historyLimit ? { limit: deps.historyLimit } : {}),
    });
    this.root = init.root ?? createStartNode({ t: deps.t, newId: createIdGenerator(this.idSources) });
    this.basicInfo = { ...emptyBasicInfo(), ...init.basicInfo };
    this.settings = { ...defaultFlowSettings, ...init.settings };
    makeObservable(this, {
      root: observableRef,
      basicInfo: observableRef,
      settings: observableRef,
      revision: observable,
      replaceRoot: action,
      writeBasicInfo: action,
      writeSettings: action,
      canUndo: computed,
      canRedo: computed,
    });
  }

  /** Factory context for new nodes: ids unique within the current tree (and every earlier version of it). */
  factoryContext(): NodeFactoryContext {
    return { t: this.t, newId: createIdGenerator(this.idSources, this.idsInUse()) };
  }

  /**
   * The ids of the current tree and of earlier trees. Edits share untouched subtrees, so only nodes not read
   * before are visited: after an edit, the changed path.
   */
  private idsInUse(): ReadonlySet<string> {
    const stack: FlowNode[] = [this.root];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (this.readNodes.has(node)) continue;
      this.readNodes.add(node);
      this.knownIds.add(node.id);
      if (node.childNode) stack.push(node.childNode);
      for (const branch of node.conditionNodes ?? []) stack.push(branch);
    }
    return this.knownIds;
  }

  replaceRoot(root: FlowNode): void {
    this.idsInUse(); // remember the ids of the tree being replaced
    this.root = root;
    this.revision += 1;
  }

  writeBasicInfo(info: FlowBasicInfo): void {
    this.basicInfo = info;
  }

  writeSettings(settings: FlowSettings): void {
    this.settings = settings;
  }

  /** Runs and records a command; false when it would change nothing. */
  run(command: Command<FlowCommandKind>): boolean {
    return this.history.execute(command);
  }

  undo(): boolean {
    return this.history.undo();
  }

  redo(): boolean {
    return this.history.redo();
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** The tree as saved (`modelContent`), without UI-only state. */
  toModelContent(): FlowNode {
    return toModelContent(this.root);
  }
}
