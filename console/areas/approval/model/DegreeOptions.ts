import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../app/model/ModelDeps';

export interface DegreeOption {
  value: number;
  label: string;
}

export const degreeLabel = (options: DegreeOption[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);

/** The urgency dictionary (Jflow_Degree): dictValue → dictLabel. Loaded silently; empty when it fails. */
export class DegreeOptions {
  options: DegreeOption[] = [];

  constructor(private readonly deps: Pick<ModelDeps, 'client'>) {
    makeObservable<DegreeOptions, 'loaded'>(this, { options: observableRef, loaded: action });
  }

  async load() {
    const rows = await this.deps.client
      .call(api.system.dictByCode, { params: { dictCode: 'Jflow_Degree' } }, { silent: true })
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
