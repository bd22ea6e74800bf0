import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import type { DictBundleRow, ImportProblemRow } from '@shared/api/modules/config/dictSchemas';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** What a pasted or chosen file holds: `{ "dicts": [...] }` (the export format) or the bare array. */
export const parseImport = (text: string): DictBundleRow[] | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    const dicts = Array.isArray(value) ? value : (value as { dicts?: unknown } | null)?.dicts;
    return Array.isArray(dicts) ? (dicts as DictBundleRow[]) : undefined;
  } catch {
    return undefined;
  }
};

/** The item upload dialog: JSON pasted or read from a file, sent all or nothing; the report of bad entries. */
export class DictImportStore {
  text = '';
  fileName = '';
  problems: ImportProblemRow[] = [];
  /** The refusal or parse message shown above the report. */
  message = '';
  isBusy = false;

  constructor(private readonly deps: ModelDeps) {
    makeObservable<DictImportStore, 'finish'>(this, {
      text: observable,
      fileName: observable,
      problems: observableRef,
      message: observable,
      isBusy: observable,
      setText: action,
      finish: action,
      run: action,
    });
  }

  /** New content (typed, pasted, or read from `fileName`) clears the last report. */
  setText(text: string, fileName = '') {
    this.text = text;
    this.fileName = fileName;
    this.problems = [];
    this.message = '';
  }

  /** Sends the file; true when everything was imported. */
  async run(): Promise<boolean> {
    const dicts = parseImport(this.text);
    if (!dicts) {
      this.finish(this.deps.t('dicts:import.notJson'), []);
      return false;
    }
    this.isBusy = true;
    try {
      const done = await this.deps.client.call(api.config.dictImport, { body: { dicts } }, { silent: true });
      this.finish('', []);
      this.deps.notify.success(this.deps.t('dicts:import.done', { types: done.types, items: done.items }));
      return true;
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.options.data as { problems?: ImportProblemRow[] } | null) : null;
      this.finish(error instanceof Error ? error.message : String(error), data?.problems ?? []);
      return false;
    }
  }

  private finish(message: string, problems: ImportProblemRow[]) {
    this.message = message;
    this.problems = problems;
    this.isBusy = false;
  }
}
