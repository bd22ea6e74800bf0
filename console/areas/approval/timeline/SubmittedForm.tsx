import { useMemo } from 'react';
import { Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProcessInfoData } from '@shared/api/modules/approval';
import type { FormValues } from '@shared/form';
import { TaskForms } from '../task/TaskForms';

export interface SubmittedFormProps {
  form: NonNullable<ProcessInfoData['applicantForm']>;
}

const parseValues = (json: string): FormValues => {
  try {
    return (JSON.parse(json) ?? {}) as FormValues;
  } catch {
    return {};
  }
};

/** The applicant's view of their application: the submitted form as they see it now, read-only (issue 28). */
export function SubmittedForm({ form }: SubmittedFormProps) {
  const { t } = useTranslation('approval');
  const value = useMemo(() => parseValues(form.variable), [form.variable]);
  return (
    <Section
      className="approval-submitted-form"
      title={t('view.submittedForm')}
      compact
      collapsible
      collapseProps={{ defaultIsOpen: true }}
    >
      <SectionCard>
        <TaskForms forms={form.forms} value={value} privileges={form.privileges} isReadOnly />
      </SectionCard>
    </Section>
  );
}
