import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { fileToBase64 } from '../excelFile';
import type { Problem } from './importProblem';
import { OrganizeFormStore, type OrgDraft } from './OrganizeFormStore';

export interface OrgNode {
  organizeId: string;
  parentId: string;
  organizeName: string;
  orderNum: number;
  leader: string;
  /** The leaders who are users of the tenant (issue 28). */
  leaders: { userId: string; userName: string }[];
  createTime: string | null;
  children: OrgNode[];
}

/** What the list shows as an organisation's leader: its leaders' names, else the old free-text leader. */
export const leaderText = (node: Pick<OrgNode, 'leader' | 'leaders'>): string =>
  node.leaders.length > 0 ? node.leaders.map((leader) => leader.userName).join(', ') : node.leader;

const flat = (nodes: OrgNode[], depth = 0): { node: OrgNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flat(node.children, depth + 1)]);

/**
 * The organisation screen: the tree filtered by name, add/edit/remove, and the Excel import (all rows or none,
 * with a report of the problems) and export.
 */
export class OrganizeListStore {
  /** The name typed in the search box; `search()` applies it. */
  name = '';
  private applied = '';
  readonly tree = new Loader<OrgNode[]>([]);
  form: OrganizeFormStore | undefined = undefined;
  /** What the last import rejected (nothing was imported then). */
  problems: Problem[] = [];
  isImporting = false;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.actions = new ActionRunner(deps);
    makeObservable<OrganizeListStore, 'setImporting'>(this, {
      name: observable,
      form: observableRef,
      problems: observableRef,
      isImporting: observable,
      setName: action,
      search: action,
      openForm: action,
      closeDialogs: action,
      setImporting: action,
    });
  }

  /** The tree's rows in display order with their depth. */
  get rows() {
    return flat(this.tree.value ?? []);
  }

  reload() {
    return this.tree.load(
      () =>
        this.deps.client.call(api.identity.organizeList, {
          query: { organizeName: this.applied },
        }) as Promise<OrgNode[]>,
    );
  }

  setName(name: string) {
    this.name = name;
  }

  /** Shows the organisations matching the typed name (and their ancestors). */
  search() {
    this.applied = this.name;
    return this.reload();
  }

  async remove(node: OrgNode) {
    if (
      await this.actions.run(() =>
        this.deps.client.call(api.identity.organizeRemove, { params: { id: node.organizeId } }),
      )
    )
      await this.reload();
  }

  /** Opens the form: a new organisation at the root, one under `parentId`, or an existing one. */
  openForm(draft: OrgDraft) {
    this.form = new OrganizeFormStore(this.deps, draft);
    void this.form.load();
  }

  addUnder(parentId: string) {
    this.openForm({ parentId, organizeName: '', orderNum: 0, leader: '', leaders: [] });
  }

  edit(node: OrgNode) {
    this.openForm({
      organizeId: node.organizeId,
      parentId: node.parentId,
      organizeName: node.organizeName,
      orderNum: node.orderNum,
      leader: node.leader,
      leaders: node.leaders.map((leader) => ({ id: leader.userId, name: leader.userName })),
    });
  }

  closeDialogs() {
    this.form = undefined;
  }

  saved() {
    this.closeDialogs();
    return this.reload();
  }

  private setImporting(isImporting: boolean, problems: Problem[]) {
    this.isImporting = isImporting;
    this.problems = problems;
  }

  /** Imports a workbook: on success the count shows and the tree reloads; otherwise the report lists the problems. */
  async importFile(file: File | undefined) {
    if (!file) return;
    this.setImporting(true, []);
    try {
      const content = await fileToBase64(file);
      const result = await this.deps.client.call(
        api.identity.organizeImport,
        { body: { fileName: file.name, content } },
        { silent: true },
      );
      this.deps.notify.success(
        this.deps.t('admin:organize.imported', { count: result.imported, created: result.created }),
      );
      runInAction(() => (this.isImporting = false));
      await this.reload();
    } catch (error) {
      const data = error instanceof ApiError ? (error.options.data as { problems?: Problem[] } | null) : null;
      this.setImporting(
        false,
        data?.problems ?? [
          { row: 0, column: '', message: error instanceof Error ? error.message : String(error) },
        ],
      );
    }
  }

  /** The workbook of every organisation, or undefined when the export failed (the client told the user). */
  exportFile(): Promise<{ fileName: string; content: string } | undefined> {
    return this.deps.client.call(api.identity.organizeExport).catch(() => undefined);
  }
}
