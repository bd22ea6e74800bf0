import { forwardRef, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { FormRuntime } from '@runtime/index';
import type { FormRuntimeHandle } from '@runtime/index';
import { normaliseDocument } from '@shared/form';
import type { FieldPrivilege, FormDocument, FormValues } from '@shared/form';
import { useStores } from '../../../app/storeContext';
import { useFormDataSource } from '../../../app/useFormDataSource';

export interface TaskFormsProps {
  forms: { id: string; formName: string; jsonContent: string }[];
  value: FormValues;
  privileges: FieldPrivilege[];
  isReadOnly: boolean;
}

export interface TaskFormsHandle {
  /** Validated data of every form, merged. */
  validated: () => Promise<FormValues>;
  /** Current values without validation (reject, stage, transfer, fallback). */
  current: () => FormValues;
}

const parse = (json: string): FormDocument | null => {
  try {
    const value = JSON.parse(json) as FormDocument;
    return Array.isArray(value.list) ? normaliseDocument(value) : null;
  } catch {
    return null;
  }
};

/** The bound forms in the runtime with the node's privileges; several forms show as tabs. */
export const TaskForms = forwardRef<TaskFormsHandle, TaskFormsProps>(function TaskForms(
  { forms, value, privileges, isReadOnly },
  ref,
) {
  const { settings } = useStores();
  const dataSource = useFormDataSource();
  const documents = useMemo(
    () =>
      forms.flatMap((form) => {
        const doc = parse(form.jsonContent);
        return doc ? [{ ...form, doc }] : [];
      }),
    [forms],
  );
  const handles = useRef<(FormRuntimeHandle | null)[]>([]);
  const values = useRef<FormValues>({ ...value });
  const [tab, setTab] = useState(documents[0]?.id ?? '');
  useImperativeHandle(
    ref,
    () => ({
      validated: async () => {
        let merged: FormValues = { ...values.current };
        for (const [index, handle] of handles.current.entries()) {
          if (!handle) continue;
          try {
            merged = { ...merged, ...(await handle.getData()) };
          } catch (error) {
            setTab(documents[index]?.id ?? tab);
            throw error;
          }
        }
        return merged;
      },
      current: () => ({ ...values.current }),
    }),
    [documents, tab],
  );
  const render = (doc: FormDocument, index: number) => (
    <FormRuntime
      ref={(handle) => {
        handles.current[index] = handle;
      }}
      document={doc}
      value={value}
      privileges={privileges}
      disabled={isReadOnly}
      locale={settings.locale}
      dataSource={dataSource}
      onChange={(next) => {
        values.current = { ...values.current, ...next };
      }}
    />
  );
  if (documents.length <= 1)
    return <div className="approval-form">{documents[0] && render(documents[0].doc, 0)}</div>;
  return (
    <Tabs
      id="approval-forms"
      selectedTabId={tab}
      onChange={(id) => setTab(String(id))}
      renderActiveTabPanelOnly={false}
    >
      {documents.map((form, index) => (
        <Tab key={form.id} id={form.id} title={form.formName} panel={render(form.doc, index)} />
      ))}
    </Tabs>
  );
});
