import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import {
  DEFAULT_PASSWORD_RULE,
  describePasswordRule,
  meetsPasswordRule,
  type PasswordRule,
} from '@shared/api/modules/config/passwordRule';
import type { ModelDeps } from '../../app/model/ModelDeps';

/** The key under a password field that breaks the rule; the view gives it `{ text: ruleText }`. */
export const PASSWORD_RULE_KEY = 'security:rule.refused';

/**
 * The password rule the server will apply (system settings, console spec §5): of the signed-in tenant, of the
 * signed-in user's own tenant (`own`), or the one a sign-in answered with its password ticket. Until it is known
 * (or when it cannot be read), the §5 default rule applies.
 */
export class PasswordRuleSource {
  /** The loaded rule; undefined until `load` answered (forms then use the §5 default). */
  rule: PasswordRule | undefined = undefined;

  constructor(private readonly deps: Pick<ModelDeps, 'client' | 't'>) {
    makeObservable(this, { rule: observableRef, use: action });
  }

  async load(scope: 'tenant' | 'own' = 'tenant'): Promise<void> {
    const query = scope === 'own' ? { own: true } : {};
    const rule = await this.deps.client
      .call(api.config.securityPasswordRule, { query }, { silent: true })
      .catch(() => undefined);
    if (rule) this.use(rule);
  }

  /** Takes a rule the server already answered (a sign-in's password ticket comes with its account's rule). */
  use(rule: PasswordRule | undefined) {
    if (rule) this.rule = rule;
  }

  meets(password: string): boolean {
    return meetsPasswordRule(password, this.rule ?? DEFAULT_PASSWORD_RULE);
  }

  /** The rule in words, the same the server answers with. */
  get text(): string {
    return describePasswordRule(this.rule ?? DEFAULT_PASSWORD_RULE, this.deps.t);
  }
}
