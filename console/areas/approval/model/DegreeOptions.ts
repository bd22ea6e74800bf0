import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../app/model/ModelDeps';

export interface DegreeOption {
  value: number;
  label: string;
}

/** The urgency dictionary type (console spec §9). */
export const DEGREE_DICT = 'Jflow_Degree';

export const degreeLabel = (options: DegreeOption[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);

/** The urgency dictionary (Jflow_Degree): dictValue → dictLabel, from the shared cache. Loaded silently; empty when it fails. */
export class DegreeOptions {
  options: DegreeOption[] = [];

  constructor(private readonly deps: Pick<ModelDeps, 'client' | 'dicts'>) {
    makeObservable<DegreeOptions, 'loaded'>(this, { options: observableRef, loaded: action });
  }

  async load() {
    const { client, dicts } = this.deps;
    const rows = dicts
      ? await dicts.ensure(DEGREE_DICT)
      : await client
          .call(api.system.dictByCode, { params: { dictCode: DEGREE_DICT } }, { silent: true })
          .catch(() => undefined);
    if (rows) this.loaded(rows.map((row) => ({ value: Number(row.dictValue), label: row.dictLabel })));
  }

  private loaded(options: DegreeOption[]) {
    this.options = options;
  }

  label(value: number): string {
    return degreeLabel(this.options, value);
  }
}
