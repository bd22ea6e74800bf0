import { api } from '@shared/api';
import { checkPasswords } from '@shared/api/modules/identity/rules';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { encryptAll } from '../../common/encrypt';
import { PASSWORD_RULE_KEY, PasswordRuleSource } from '../../../../session/model/PasswordRuleSource';

/**
 * An administrator's reset of a user's password: the new password and its confirmation, checked on blur and on
 * save; the errors show under `password` and `confirm`.
 */
export class ResetPwdStore {
  readonly form: FormModel<{ newPassword: string; newPasswordTwice: string }>;
  readonly runner: ActionRunner;
  /** The password rule of the tenant (system settings). */
  readonly rule: PasswordRuleSource;

  constructor(
    private readonly deps: ModelDeps,
    readonly user: { userId: string; userName: string },
  ) {
    this.form = new FormModel(deps, { newPassword: '', newPasswordTwice: '' });
    this.runner = new ActionRunner(deps);
    this.rule = new PasswordRuleSource(deps);
  }

  /** Shows the first problem of the two fields (or none); true when there is none. */
  check(): boolean {
    const { newPassword, newPasswordTwice } = this.form.values;
    const problem = checkPasswords({
      password: newPassword,
      confirm: newPasswordTwice,
      needOriginal: false,
      checkConfirm: true,
      rule: this.rule.rule,
    });
    // A broken rule shows in the rule's own words, as the server would answer.
    const shown =
      problem?.key === 'rule.passwordRule' && this.rule.rule
        ? { field: problem.field, key: PASSWORD_RULE_KEY, params: { text: this.rule.text } }
        : problem;
    return !this.form.showProblems(shown ? [shown] : []);
  }

  /** Checks, then sends the encrypted password; true when the server took it. */
  submit(): Promise<boolean> {
    if (!this.check()) return Promise.resolve(false);
    const { client } = this.deps;
    const { userId, userName } = this.user;
    return this.runner.run(async () => {
      const [password] = await encryptAll(client, this.form.values.newPassword);
      await client.call(api.identity.resetPwd, { body: { userId, userName, password: password ?? '' } });
    });
  }
}
