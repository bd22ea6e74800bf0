import { action, computed, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { previewSegments, unknownVariables, type PreviewSegment } from '@shared/messaging/renderTemplate';
import {
  variablesOf,
  type TemplateChannel,
  type TemplateEvent,
  type TemplateVariable,
} from '@shared/messaging/templateEvents';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

const REQUIRED = {
  templateCode: 'form.codeRequired',
  templateName: 'form.nameRequired',
  categoryId: 'form.categoryRequired',
  body: 'form.bodyRequired',
};

export interface TemplateFormValues {
  templateCode: string;
  templateName: string;
  categoryId: string;
  channel: TemplateChannel;
  event: TemplateEvent;
  subject: string;
  body: string;
  remark: string;
}

/** The text field a variable chip inserts into. */
export type TextField = 'subject' | 'body';

/**
 * Adding or editing one template: the fields, the variables the chosen event supplies (inserted at the caret of the
 * subject or body), and the subject and body rendered with sample values as the user types.
 */
export class TemplateFormStore {
  readonly form: FormModel<TemplateFormValues>;
  /** Where the next chip goes: the field last focused and its selection. */
  target: { field: TextField; start: number; end: number } = { field: 'body', start: -1, end: -1 };
  /** Where the caret should go after an insert (the view applies it). */
  caret: { field: TextField; at: number; seq: number } | undefined = undefined;

  constructor(
    private readonly deps: ModelDeps,
    /** The template being edited; null when adding. */
    readonly templateId: string | null,
    /** The category a new template starts in. */
    defaultCategoryId = '',
  ) {
    this.form = new FormModel(
      deps,
      {
        templateCode: '',
        templateName: '',
        categoryId: defaultCategoryId,
        channel: 'letter',
        event: 'task.created',
        subject: '',
        body: '',
        remark: '',
      },
      'templates',
    );
    makeObservable(this, {
      target: observableRef,
      caret: observableRef,
      variables: computed,
      preview: computed,
      unknown: computed,
      aim: action,
      insert: action,
    });
  }

  /** The variables of the chosen event, in the order the event declares them. */
  get variables(): readonly TemplateVariable[] {
    return variablesOf(this.form.values.event);
  }

  /** Variables the texts use that the chosen event does not supply (the server refuses them). */
  get unknown(): string[] {
    const { event, subject, body } = this.form.values;
    return unknownVariables(event, [subject, body]);
  }

  /** Subject and body with a sample value for each variable the event supplies; any other stays marked. */
  get preview(): { subject: PreviewSegment[]; body: PreviewSegment[] } {
    const { event, subject, body } = this.form.values;
    // only what the event supplies gets a sample: anything else would never be filled when the template is sent
    const samples = Object.fromEntries(
      variablesOf(event).map((name) => [name, this.deps.t(`templates:sample.${name}`)]),
    );
    return { subject: previewSegments(subject, samples), body: previewSegments(body, samples) };
  }

  /** Remembers the field and selection a chip should go to. */
  aim(field: TextField, start: number, end: number) {
    this.target = { field, start, end };
  }

  /** Puts `{{name}}` over the remembered selection (or at the end) and moves the caret after it. */
  insert(name: string) {
    const { field, start, end } = this.target;
    const text = this.form.values[field];
    const from = start < 0 || start > text.length ? text.length : start;
    const to = end < from || end > text.length ? from : end;
    const token = `{{${name}}}`;
    this.form.set(field, text.slice(0, from) + token + text.slice(to));
    const at = from + token.length;
    this.target = { field, start: at, end: at };
    this.caret = { field, at, seq: (this.caret?.seq ?? 0) + 1 };
  }

  /** Loads the template when editing. */
  async load() {
    if (!this.templateId) return;
    const row = await this.deps.client
      .call(api.messaging.templateDetail, { body: { templateId: this.templateId } })
      .catch(() => undefined);
    if (row)
      this.form.reset({
        templateCode: row.templateCode,
        templateName: row.templateName,
        categoryId: row.categoryId,
        channel: row.channel as TemplateChannel,
        event: row.event as TemplateEvent,
        subject: row.subject,
        body: row.body,
        remark: row.remark,
      });
  }

  /** Checks the required fields, then adds or edits; the server's refusal shows under its field. */
  save(): Promise<boolean> {
    const values = this.form.values;
    const body = { ...values, templateCode: values.templateCode.trim() };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.templateId
          ? client.call(
              api.messaging.templateUpdate,
              { body: { ...body, templateId: this.templateId } },
              { silent: true },
            )
          : client.call(api.messaging.templateAdd, { body }, { silent: true }),
      checkRequired(values as unknown as Record<string, string>, REQUIRED),
    );
  }
}
