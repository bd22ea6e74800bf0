import type { FormConfig } from '@shared/form';
import type { Command } from '@studio/common/history';
import type { FormDocument } from '../FormDocument';
import { cloneData } from '../keys';
import type { FormCommand, FormCommandKind } from './FormCommand';

/** Sets form-level config fields. A following patch of the same fields within the window merges. */
export class SetConfigCommand implements FormCommand {
  readonly kind = 'setConfig' as const;
  private before: Array<{ name: string; had: boolean; value: unknown }> = [];
  private patch: Partial<FormConfig>;

  constructor(
    private readonly doc: FormDocument,
    patch: Partial<FormConfig>,
  ) {
    this.patch = cloneData(patch);
  }

  private get names(): string[] {
    return Object.keys(this.patch).sort();
  }

  execute(): void {
    const config = this.doc.config as Record<string, unknown>;
    this.before = this.names.map((name) => ({ name, had: name in config, value: cloneData(config[name]) }));
    for (const name of this.names) config[name] = cloneData(this.patch[name]);
  }

  revert(): void {
    const config = this.doc.config as Record<string, unknown>;
    for (const saved of this.before) {
      if (saved.had) config[saved.name] = saved.value;
      else delete config[saved.name];
    }
  }

  mergeWith(next: Command<FormCommandKind>): boolean {
    if (!(next instanceof SetConfigCommand) || next.names.join() !== this.names.join()) return false;
    this.patch = cloneData(next.patch);
    return true;
  }
}
