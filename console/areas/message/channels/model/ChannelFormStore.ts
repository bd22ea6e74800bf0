import { action, computed, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { settingsOf, vendorsOf, type ChannelKind, type ChannelSetting } from '@shared/messaging/channelKinds';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import {
  missingSettings,
  settingValuesOf,
  settingsToSend,
  type SecretMode,
  type SettingValue,
} from './channelSettings';

export interface ChannelFormValues {
  channelName: string;
  kind: ChannelKind;
  vendor: string;
  /** Sends per second, as typed. */
  rateLimit: string;
  remark: string;
  /** One value per setting of the kind and vendor (shared/messaging/channelKinds.ts). */
  [setting: `settings.${string}`]: SettingValue;
}

const basicsOf = (kind: ChannelKind): ChannelFormValues => {
  const vendor = vendorsOf(kind)[0] ?? '';
  return { channelName: '', kind, vendor, rateLimit: '10', remark: '', ...settingValuesOf(kind, vendor) };
};

/**
 * Adding or editing one channel: its name, kind and vendor, one value per setting of that kind and vendor, and its
 * secrets, which the server never sends back: the editor knows only whether one is stored, and may keep, replace
 * or clear it.
 */
export class ChannelFormStore {
  readonly form: FormModel<ChannelFormValues>;
  /** Which secrets the server holds (from the detail; none for a new channel). */
  secretsSet: Record<string, boolean> = {};
  /** What the user chose to do with each stored secret. */
  secretModes: Record<string, SecretMode> = {};

  constructor(
    private readonly deps: ModelDeps,
    /** The channel being edited; null when adding. */
    readonly channelId: string | null,
    kind: ChannelKind = 'mail',
  ) {
    this.form = new FormModel(deps, basicsOf(kind), 'messaging');
    makeObservable(this, {
      secretsSet: observableRef,
      secretModes: observableRef,
      settings: computed,
      setKind: action,
      setVendor: action,
      setSecretMode: action,
      applyDetail: action,
    });
  }

  /** The settings the chosen kind and vendor need, in the editor's order. */
  get settings(): readonly ChannelSetting[] {
    return settingsOf(this.form.values.kind, this.form.values.vendor);
  }

  /** Whether a secret is stored and left as it is (the editor shows "set" with replace and clear). */
  secretModeOf(key: string): SecretMode {
    return this.secretModes[key] ?? (this.secretsSet[key] ? 'keep' : 'replace');
  }

  /** A new kind starts from its first vendor and empty settings (only while adding). */
  setKind(kind: ChannelKind) {
    const { channelName, rateLimit, remark } = this.form.values;
    this.form.reset({ ...basicsOf(kind), channelName, rateLimit, remark });
  }

  /** Another vendor of the same kind keeps the values of the settings both share. */
  setVendor(vendor: string) {
    const { kind } = this.form.values;
    const kept = settingValuesOf(kind, vendor);
    for (const key of Object.keys(kept) as (keyof typeof kept)[])
      if (key in this.form.values) kept[key] = this.form.values[key] as SettingValue;
    const { channelName, rateLimit, remark } = this.form.values;
    this.form.reset({ channelName, kind, vendor, rateLimit, remark, ...kept });
  }

  setSecretMode(key: string, mode: SecretMode) {
    this.secretModes = { ...this.secretModes, [key]: mode };
    if (mode !== 'replace') this.form.set(`settings.${key}`, '');
  }

  async load() {
    if (!this.channelId) return;
    const row = await this.deps.client
      .call(api.messaging.channelDetail, { body: { channelId: this.channelId } })
      .catch(() => undefined);
    if (row) this.applyDetail(row);
  }

  applyDetail(row: {
    channelName: string;
    kind: string;
    vendor: string;
    rateLimit: number;
    remark: string;
    settings: Record<string, string | number | boolean>;
    secretsSet: Record<string, boolean>;
  }) {
    const kind = row.kind as ChannelKind;
    this.secretsSet = row.secretsSet;
    this.secretModes = {};
    this.form.reset({
      channelName: row.channelName,
      kind,
      vendor: row.vendor,
      rateLimit: String(row.rateLimit),
      remark: row.remark,
      ...settingValuesOf(kind, row.vendor, row.settings),
    });
  }

  private problems(): FieldProblem[] {
    const { channelName, kind, vendor, rateLimit } = this.form.values;
    const problems: FieldProblem[] = [];
    if (!channelName.trim()) problems.push({ field: 'channelName', key: 'ui.form.required' });
    const rate = Number(rateLimit);
    if (!Number.isInteger(rate) || rate < 1 || rate > 10000)
      problems.push({ field: 'rateLimit', key: 'ui.form.rateLimitRange' });
    const modes = Object.fromEntries(this.settings.map((s) => [s.key, this.secretModeOf(s.key)]));
    return [...problems, ...missingSettings(kind, vendor, this.form.values, this.secretsSet, modes)];
  }

  /** Checks the required fields, then adds or edits; a setting the server refuses shows under its field. */
  save(): Promise<boolean> {
    const { channelName, kind, vendor, rateLimit, remark } = this.form.values;
    const modes = Object.fromEntries(this.settings.map((s) => [s.key, this.secretModeOf(s.key)]));
    const { settings, clearSecrets } = settingsToSend(kind, vendor, this.form.values, modes);
    const body = {
      channelName: channelName.trim(),
      kind,
      vendor,
      settings,
      rateLimit: Number(rateLimit),
      remark,
      ...(clearSecrets.length ? { clearSecrets } : {}),
    };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.channelId
          ? client.call(
              api.messaging.channelUpdate,
              { body: { ...body, channelId: this.channelId } },
              { silent: true },
            )
          : client.call(api.messaging.channelAdd, { body }, { silent: true }),
      this.problems(),
    );
  }
}
