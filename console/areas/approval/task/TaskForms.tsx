import { forwardRef, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { FormRuntime } from '@runtime/index';
import type { FormRuntimeHandle } from '@runtime/index';
import { normaliseDocument } from '@shared/form';
import type { FieldPrivilege, FormDocument, FormValues } from '@shared/form';
import { useStores } from '../../../app/storeContext';
import { useFormDataSource } from '../../../app/useFormDataSource';
import { FormStepsStore } from './model/FormStepsStore';
import { SteppedForms } from './SteppedForms';

/** Display mode of several forms (workflow spec §2.6): '1' a tab bar, '2' one step at a time. */
export const STEPPED_DISPLAY = '2';

export interface TaskFormsProps {
  forms: { id: string; formName: string; jsonContent: string }[];
  value: FormValues;
  privileges: FieldPrivilege[];
  isReadOnly: boolean;
  /** '1' (default) tabs, '2' steps; only matters with more than one form. */
  displayMode?: string;
}

export interface TaskFormsHandle {
  /** Validated data of every form, merged; on an error the form holding it is shown. */
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

/** The bound forms in the runtime with the node's privileges; several forms show as tabs or as steps. */
export const TaskForms = forwardRef<TaskFormsHandle, TaskFormsProps>(function TaskForms(
  { forms, value, privileges, isReadOnly, displayMode },
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
  const [tab, setTab] = useState(0);
  const isReadOnlyNow = useRef(isReadOnly);
  isReadOnlyNow.current = isReadOnly;
  const steps = useMemo(
    () =>
      new FormStepsStore(documents.length, async (index) => {
        // A read-only form has nothing to fill in: its steps never block.
        if (isReadOnlyNow.current) return true;
        const errors = (await handles.current[index]?.validate()) ?? [];
        return errors.length === 0;
      }),
    [documents],
  );
  const isStepped = displayMode === STEPPED_DISPLAY && documents.length > 1;
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
            if (isStepped) steps.show(index, true);
            else setTab(index);
            throw error;
          }
        }
        return merged;
      },
      current: () => ({ ...values.current }),
    }),
    [isStepped, steps],
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
  if (isStepped)
    return (
      <SteppedForms
        steps={steps}
        titles={documents.map((form) => form.formName)}
        panels={documents.map((form, index) => render(form.doc, index))}
      />
    );
  return (
    <Tabs
      id="approval-forms"
      selectedTabId={String(tab)}
      onChange={(id) => setTab(Number(id))}
      renderActiveTabPanelOnly={false}
    >
      {documents.map((form, index) => (
        <Tab key={form.id} id={String(index)} title={form.formName} panel={render(form.doc, index)} />
      ))}
    </Tabs>
  );
});
