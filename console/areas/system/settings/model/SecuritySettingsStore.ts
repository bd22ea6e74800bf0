import { computed, makeObservable } from 'mobx';
import { api } from '@shared/api';
import { describePasswordRule } from '@shared/api/modules/config/passwordRule';
import {
  SECURITY_BOUNDS,
  SECURITY_FLAG_FIELDS,
  SECURITY_NUMBER_FIELDS,
  type SecurityFlagField,
  type SecurityNumberField,
  type SecurityPolicyView,
  type SecuritySettingsInput,
} from '@shared/api/modules/config/security';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** Numbers as typed ('' = the default), flags as ticked. */
export type SecurityFormValues = Record<SecurityNumberField, string> & Record<SecurityFlagField, boolean>;

interface Loaded {
  tenant: SecuritySettingsInput;
  effective: SecurityPolicyView;
  defaults: SecurityPolicyView;
}

const valuesOf = (loaded: Loaded): SecurityFormValues => ({
  ...(Object.fromEntries(
    SECURITY_NUMBER_FIELDS.map((f) => [f, loaded.tenant[f] === undefined ? '' : String(loaded.tenant[f])]),
  ) as Record<SecurityNumberField, string>),
  ...(Object.fromEntries(SECURITY_FLAG_FIELDS.map((f) => [f, loaded.effective[f]])) as Record<
    SecurityFlagField,
    boolean
  >),
});

/** Placeholder values until the first load answers. */
const blank: SecurityPolicyView = {
  passwordMinLength: 8,
  requireUpper: true,
  requireLower: true,
  requireDigit: true,
  requireSpecial: true,
  loginMaxFailures: 5,
  loginFailureWindowMinutes: 15,
  loginLockMinutes: 15,
  sessionTtlMinutes: 720,
};

/**
 * The tenant's security settings (system settings, console spec §2.3): loaded from
 * security/get, edited in one form, saved with security/update. An empty number uses the server default.
 */
export class SecuritySettingsStore {
  readonly loader = new Loader<Loaded>();
  readonly form: FormModel<SecurityFormValues>;

  constructor(private readonly deps: ModelDeps) {
    this.form = new FormModel(deps, valuesOf({ tenant: {}, effective: blank, defaults: blank }), 'security');
    makeObservable(this, { passwordRuleText: computed });
  }

  get defaults(): SecurityPolicyView | undefined {
    return this.loader.value?.defaults;
  }

  async start() {
    const loaded = await this.loader.load(() => this.deps.client.call(api.config.securityGet));
    if (loaded) this.form.reset(valuesOf(loaded));
  }

  /** A number as it applies: the typed one, else the default. */
  private numberOf(field: SecurityNumberField): number {
    const typed = this.form.values[field].trim();
    return typed === '' ? (this.defaults?.[field] ?? 0) : Number(typed);
  }

  /** The password rule as the form stands, in the words the server will use. */
  get passwordRuleText(): string {
    const v = this.form.values;
    return describePasswordRule(
      {
        minLength: this.numberOf('passwordMinLength'),
        requireUpper: v.requireUpper,
        requireLower: v.requireLower,
        requireDigit: v.requireDigit,
        requireSpecial: v.requireSpecial,
      },
      this.deps.t,
    );
  }

  /** Every field out of its bounds. */
  problems(): FieldProblem[] {
    return SECURITY_NUMBER_FIELDS.flatMap((field) => {
      const typed = this.form.values[field].trim();
      if (typed === '') return [];
      const { min, max } = SECURITY_BOUNDS[field];
      const n = Number(typed);
      return Number.isInteger(n) && n >= min && n <= max
        ? []
        : [{ field, key: 'form.range', params: { min, max } }];
    });
  }

  body(): SecuritySettingsInput {
    const v = this.form.values;
    const numbers = Object.fromEntries(
      SECURITY_NUMBER_FIELDS.filter((f) => v[f].trim() !== '').map((f) => [f, Number(v[f])]),
    );
    const flags = Object.fromEntries(SECURITY_FLAG_FIELDS.map((f) => [f, v[f]]));
    return { ...numbers, ...flags };
  }

  /** Checks, saves, then reloads what applies; true when the server took it. */
  async save(): Promise<boolean> {
    const saved = await this.form.submit(
      () => this.deps.client.call(api.config.securityUpdate, { body: this.body() }),
      this.problems(),
    );
    if (saved) await this.start();
    return saved;
  }

  /** Puts every security field back to the server default and saves. */
  restoreDefaults(): Promise<boolean> {
    const defaults = this.defaults ?? blank;
    this.form.reset(valuesOf({ tenant: {}, effective: defaults, defaults }));
    return this.save();
  }
}
