import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import type { ChannelViewRow } from '@shared/api/modules/messaging/channelSchemas';
import type { TemplateViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { ADDRESS_OF, type SendKind } from '@shared/messaging/channelKinds';
import { previewSegments, unresolvedVariables, type PreviewSegment } from '@shared/messaging/renderTemplate';
import { variablesOf, type TemplateVariable } from '@shared/messaging/templateEvents';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { VendorChoices } from './VendorChoices';
import { NO_PICKS, hasRecipients, recipientsToSend, type RecipientPicks } from './recipientPicks';

export interface SendTaskFormValues {
  taskName: string;
  kind: SendKind;
  channelId: string;
  templateId: string;
  /** The SMS sign and vendor template (entry ids); empty: the channel's defaults. */
  signId: string;
  vendorTemplateId: string;
  /** Send now, or at `sendAt` (a local date-time as the input gives it). */
  timing: 'now' | 'at';
  sendAt: string;
}

/** What the server said about a created task: how many were queued and how many had no address. */
export interface Created {
  taskId: string;
  recipientCount: number;
  withoutAddress: number;
}

const ALL = { pageNum: 1, limit: 1000, status: '0' } as const;

/**
 * Creating a send task: the kind offers its enabled channels and its templates; the template's event gives the
 * variables to fill, previewed in its subject and body; recipients are picked from the directory or typed; the
 * task goes now or at a time.
 */
export class SendTaskCreateStore {
  readonly form: FormModel<SendTaskFormValues>;
  variables: Partial<Record<TemplateVariable, string>> = {};
  picks: RecipientPicks = NO_PICKS;
  created: Created | undefined = undefined;
  readonly channels = new Loader<ChannelViewRow[]>([]);
  readonly templates = new Loader<TemplateViewRow[]>([]);
  readonly vendor: VendorChoices;

  constructor(private readonly deps: ModelDeps) {
    this.form = new FormModel(
      deps,
      {
        taskName: '',
        kind: 'mail',
        channelId: '',
        templateId: '',
        signId: '',
        vendorTemplateId: '',
        timing: 'now',
        sendAt: '',
      },
      'messaging',
    );
    this.vendor = new VendorChoices(deps);
    makeObservable(this, {
      variables: observableRef,
      picks: observableRef,
      created: observableRef,
      channelChoices: computed,
      templateChoices: computed,
      template: computed,
      variableNames: computed,
      preview: computed,
      unresolved: computed,
      setKind: action,
      setChannel: action,
      chooseFirst: action,
      setVariable: action,
      pick: action,
    });
  }

  /** Loads the enabled channels and templates, then picks the first of each for the kind. */
  async start() {
    const { client } = this.deps;
    await Promise.all([
      this.channels.load(async () => (await client.call(api.messaging.channelPage, { body: ALL })).rows),
      this.templates.load(async () => (await client.call(api.messaging.templatePage, { body: ALL })).rows),
    ]);
    this.chooseFirst();
  }

  /** Enabled channels of the chosen kind (a site message needs none). */
  get channelChoices(): ChannelViewRow[] {
    const { kind } = this.form.values;
    return kind === 'letter' ? [] : (this.channels.value ?? []).filter((c) => c.kind === kind);
  }

  /** Enabled templates written for the chosen kind. */
  get templateChoices(): TemplateViewRow[] {
    const { kind } = this.form.values;
    return (this.templates.value ?? []).filter((t) => t.channel === kind);
  }

  get template(): TemplateViewRow | undefined {
    return this.templateChoices.find((t) => t.templateId === this.form.values.templateId);
  }

  /** The variables the template's event supplies: the task fills them once for every recipient. */
  get variableNames(): readonly TemplateVariable[] {
    return this.template ? variablesOf(this.template.event) : [];
  }

  /** The values typed so far, by variable. */
  private get typedValues(): Record<string, string> {
    return Object.fromEntries(this.variableNames.map((name) => [name, this.variables[name]?.trim() ?? '']));
  }

  /** The template's subject and body with the values typed so far; a placeholder still without one stays marked. */
  get preview(): { subject: PreviewSegment[]; body: PreviewSegment[] } | undefined {
    const template = this.template;
    if (!template) return undefined;
    return {
      subject: previewSegments(template.subject, this.typedValues),
      body: previewSegments(template.body, this.typedValues),
    };
  }

  /** The template's variables still without a value (the server refuses the task until each has one). */
  get unresolved(): string[] {
    const template = this.template;
    return template ? unresolvedVariables([template.subject, template.body], this.typedValues) : [];
  }

  /** What a typed address is for the chosen kind (mail address, phone, open id; none for site messages and robots). */
  get addressKind() {
    return ADDRESS_OF[this.form.values.kind];
  }

  setKind(kind: SendKind) {
    this.form.set('kind', kind);
    this.chooseFirst();
  }

  /** Another channel: its signs and vendor templates are offered, starting from its defaults. */
  setChannel(channelId: string) {
    this.form.set('channelId', channelId);
    this.form.set('signId', '');
    this.form.set('vendorTemplateId', '');
    return this.vendor.loadFor(this.form.values.kind, channelId);
  }

  /** Keeps the chosen channel and template when they fit the kind, else takes the first that does. */
  chooseFirst() {
    const { channelId, templateId } = this.form.values;
    if (!this.channelChoices.some((c) => c.channelId === channelId))
      void this.setChannel(this.channelChoices[0]?.channelId ?? '');
    if (!this.templateChoices.some((t) => t.templateId === templateId))
      this.form.set('templateId', this.templateChoices[0]?.templateId ?? '');
  }

  setVariable(name: TemplateVariable, value: string) {
    this.variables = { ...this.variables, [name]: value };
  }

  pick<K extends keyof RecipientPicks>(key: K, value: RecipientPicks[K]) {
    this.picks = { ...this.picks, [key]: value };
  }

  private problems(): FieldProblem[] {
    const { taskName, kind, channelId, templateId, timing, sendAt } = this.form.values;
    const required = (field: string, isMissing: boolean): FieldProblem[] =>
      isMissing ? [{ field, key: 'ui.form.required' }] : [];
    return [
      ...required('taskName', !taskName.trim()),
      ...required('channelId', kind !== 'letter' && !channelId),
      ...required('templateId', !templateId),
      ...(hasRecipients(this.picks) ? [] : [{ field: 'recipients', key: 'ui.form.noRecipients' }]),
      ...required('sendAt', timing === 'at' && Number.isNaN(Date.parse(sendAt))),
    ];
  }

  /** Checks the form, then creates the task; `created` holds the server's counts. */
  save(): Promise<boolean> {
    return this.form.submit(async () => {
      const created = await this.deps.client.call(
        api.messaging.sendTaskAdd,
        { body: this.request() },
        { silent: true },
      );
      runInAction(() => (this.created = created));
    }, this.problems());
  }

  /** The request of a checked form. */
  private request() {
    const { taskName, kind, channelId, templateId, signId, vendorTemplateId, timing, sendAt } =
      this.form.values;
    const variables = Object.fromEntries(
      this.variableNames
        .map((name) => [name, this.variables[name]?.trim() ?? ''] as const)
        .filter(([, value]) => value !== ''),
    );
    return {
      taskName: taskName.trim(),
      kind,
      ...(kind === 'letter' ? {} : { channelId }),
      ...(signId ? { signId } : {}),
      ...(vendorTemplateId ? { vendorTemplateId } : {}),
      templateId,
      variables,
      recipients: recipientsToSend(this.picks),
      ...(timing === 'at' ? { sendAt: new Date(sendAt).toISOString() } : {}),
    };
  }
}
