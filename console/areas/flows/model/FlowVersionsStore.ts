import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { VersionDetailData, VersionRowData } from '@shared/api/modules/approval';
import { diffFlows, type FlowDiff, type FlowVersionDocument } from '@shared/flow/diff';
import { formFieldsOf, mergeFields } from '@shared/flow/formFields';
import { loadModelContent } from '@shared/flow/modelContent';
import type { FlowNode } from '@shared/flow/types';
import type { ModelDeps } from '../../../app/model/ModelDeps';

/** One side of a comparison: a published version's number, or the draft. */
export type VersionChoice = number | 'draft';

/** An empty tree stands in for a design that cannot be read (the diff then lists every node as added). */
const EMPTY_ROOT: FlowNode = { id: 'start', pid: '', nodeName: '', type: 0, childNode: null };
const treeOf = (modelContent: string): FlowNode => {
  const loaded = modelContent ? loadModelContent(modelContent) : undefined;
  return loaded?.ok ? loaded.root : EMPTY_ROOT;
};

/**
 * The versions of one flow (issue 30 "Versions", "Visual diff"): the list, one version opened read-only, the diff
 * of two versions (or the draft and a version), and publishing a version again. The server decides; this model
 * asks and keeps the answers.
 */
export class FlowVersionsStore {
  /** Newest first; null while loading. */
  versions: VersionRowData[] | null = null;
  /** The version opened read-only. */
  viewing: { version: number; root: FlowNode } | null = null;
  older: VersionChoice = 'draft';
  newer: VersionChoice = 'draft';
  diff: FlowDiff | null = null;
  /** The pair the shown diff compares. */
  compared: { older: VersionChoice; newer: VersionChoice } | null = null;
  isBusy = false;

  constructor(
    private readonly deps: ModelDeps,
    private readonly processId: string,
  ) {
    makeObservable<FlowVersionsStore, 'setVersions' | 'setDiff'>(this, {
      versions: observableRef,
      viewing: observableRef,
      older: observable,
      newer: observable,
      diff: observableRef,
      compared: observableRef,
      isBusy: observable,
      setVersions: action,
      setDiff: action,
      choose: action,
      closeView: action,
      setBusy: action,
      setViewing: action,
    });
  }

  /** Loads the list; the default comparison is the newest version against the one before it (or the draft). */
  async load() {
    const rows = await this.deps.client.call(api.approval.processVersions, { query: { id: this.processId } });
    this.setVersions(rows);
  }

  private setVersions(rows: VersionRowData[]) {
    this.versions = rows;
    const [newest, previous] = rows;
    if (newest && previous) this.choose(previous.version, newest.version);
    else if (newest) this.choose(newest.version, 'draft');
  }

  choose(older: VersionChoice, newer: VersionChoice) {
    this.older = older;
    this.newer = newer;
  }

  async open(version: number) {
    const detail = await this.versionDetail(version);
    this.setViewing({ version, root: treeOf(detail.modelContent) });
  }

  setViewing(viewing: FlowVersionsStore['viewing']) {
    this.viewing = viewing;
  }

  closeView() {
    this.viewing = null;
  }

  setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }

  /** Compares the chosen pair. */
  async compare() {
    const { older, newer } = this;
    this.setBusy(true);
    try {
      const [before, after] = await Promise.all([this.document(older), this.document(newer)]);
      this.setDiff(diffFlows(before, after), { older, newer });
    } finally {
      this.setBusy(false);
    }
  }

  private setDiff(diff: FlowDiff, compared: { older: VersionChoice; newer: VersionChoice }) {
    this.diff = diff;
    this.compared = compared;
  }

  /**
   * Publishes `version` again with `note`; answers the new version number (the host reloads the draft). A refusal
   * was shown by the client and rejects.
   */
  async republish(version: number, note: string): Promise<number> {
    const { version: next } = await this.deps.client.call(api.approval.processRepublish, {
      body: { id: this.processId, version, note },
    });
    this.deps.notify.success(this.deps.t('flow:versions.republished', { version, next }));
    await this.load();
    return next;
  }

  private versionDetail(version: number): Promise<VersionDetailData> {
    return this.deps.client.call(api.approval.processVersionDetail, {
      query: { id: this.processId, version },
    });
  }

  private async document(choice: VersionChoice): Promise<FlowVersionDocument> {
    if (choice !== 'draft') {
      const detail = await this.versionDetail(choice);
      return {
        root: treeOf(detail.modelContent),
        settings: detail.settings,
        fields: mergeFields(detail.forms.map((form) => formFieldsOf(form.jsonContent))),
      };
    }
    const { client } = this.deps;
    const detail = await client.call(api.approval.processDetail, { query: { id: this.processId } });
    const forms = await Promise.all(
      detail.formIds.map((id) =>
        client.call(api.approval.formDetail, { query: { id } }, { silent: true }).catch(() => null),
      ),
    );
    return {
      root: treeOf(detail.modelContent),
      settings: detail.settings,
      fields: mergeFields(forms.map((form) => (form ? formFieldsOf(form.jsonContent) : []))),
    };
  }
}
