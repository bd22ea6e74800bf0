import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import type { PickerValue } from '../../pickers/types';

/** Where a holders dialog reads the current holders and writes the change. */
export interface HoldersSource {
  load(): Promise<PickerValue[]>;
  save(change: { add: string[]; remove: string[] }): Promise<unknown>;
}

/** Who holds something (a role, a position): the loaded holders, the picked ones, and a save of only what changed. */
export class HoldersStore {
  /** The holders when the dialog opened. */
  private initial: PickerValue[] = [];
  picked: PickerValue[] = [];
  readonly actions: ActionRunner;

  constructor(
    deps: Pick<ModelDeps, 'notify' | 't'>,
    /** The dialog title. */
    readonly title: string,
    private readonly source: HoldersSource,
  ) {
    this.actions = new ActionRunner(deps);
    makeObservable(this, { picked: observableRef, pick: action });
  }

  async load() {
    const holders = await this.source.load().catch(() => undefined);
    if (holders)
      runInAction(() => {
        this.initial = holders;
        this.picked = holders;
      });
  }

  pick(picked: PickerValue[]) {
    this.picked = picked;
  }

  /** The ids added and removed since the dialog opened. */
  get change(): { add: string[]; remove: string[] } {
    const before = new Set(this.initial.map((v) => v.id));
    const after = new Set(this.picked.map((v) => v.id));
    return {
      add: [...after].filter((id) => !before.has(id)),
      remove: [...before].filter((id) => !after.has(id)),
    };
  }

  /** Saves the change; true when the server took it. */
  save(): Promise<boolean> {
    return this.actions.run(() => this.source.save(this.change));
  }
}
