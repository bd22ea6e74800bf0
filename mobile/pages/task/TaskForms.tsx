import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { normaliseDocument, type FieldPrivilege, type FormDocument, type FormValues } from '@shared/form';
import { FormRuntime, type FormRuntimeHandle } from '@runtime/FormRuntime';
import { createConsoleDataSource } from '@runtime/consoleDataSource';
import { useRoot, useT } from '../../ui/useStore';

export interface TaskFormsHandle {
  /** Validates every form; resolves the merged values or rejects with the first form's errors. */
  read(): Promise<FormValues>;
  /** The values as they are, unchecked (reject, return, transfer). */
  current(): FormValues;
}

export interface TaskFormsProps {
  forms: { id: string; formName: string; jsonContent: string }[];
  value: FormValues;
  privileges: readonly FieldPrivilege[];
  disabled: boolean;
  /** Any field changed. */
  onChange?: () => void;
}

const phoneLayout = (json: string): FormDocument | null => {
  try {
    const document = normaliseDocument(JSON.parse(json) as FormDocument);
    // the runtime's mobile layout: labels above their controls, one column
    return { ...document, config: { ...document.config, layout: 'vertical' } };
  } catch {
    return null;
  }
};

/** The task's forms through the runtime, one under the other, with the node's field privileges. */
export const TaskForms = forwardRef<TaskFormsHandle, TaskFormsProps>(function TaskForms(props, ref) {
  const root = useRoot();
  const { i18n } = useT();
  const handles = useRef<(FormRuntimeHandle | null)[]>([]);
  const values = useRef<FormValues>(props.value);
  const documents = useMemo(() => props.forms.map((form) => phoneLayout(form.jsonContent)), [props.forms]);
  const dataSource = useMemo(
    () =>
      createConsoleDataSource({
        call: root.call,
        token: () => root.session.token,
        language: () => i18n.language,
      }),
    [root, i18n],
  );
  useImperativeHandle(ref, () => ({
    read: async () => {
      const all = await Promise.all(handles.current.map((handle) => handle?.getData() ?? {}));
      return Object.assign({}, ...all) as FormValues;
    },
    current: () => values.current,
  }));
  return (
    <>
      {props.forms.map((form, index) => {
        const document = documents[index];
        return document ? (
          <section key={form.id} className="m-card m-form" aria-label={form.formName}>
            <FormRuntime
              ref={(handle) => {
                handles.current[index] = handle;
              }}
              document={document}
              value={props.value}
              locale={i18n.language}
              privileges={props.privileges}
              dataSource={dataSource}
              disabled={props.disabled}
              onChange={(next) => {
                values.current = { ...values.current, ...next };
                props.onChange?.();
              }}
            />
          </section>
        ) : null;
      })}
    </>
  );
});
