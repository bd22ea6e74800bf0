import { TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../app/useFocusField';
import { FormDialog } from '../../ui/FormDialog';
import { Field } from '../../areas/system/common/Field';
import { TextField } from '../../areas/system/common/TextField';
import type { ProjectFormStore } from './model/ProjectFormStore';

const inputIdOf = (field: string) => `project-${field}`;

/** Add or edit a project: its name and description, every problem under its field. */
export const ProjectFormDialog = observer(function ProjectFormDialog({
  store,
  onClose,
  onSubmit,
}: {
  store: ProjectFormStore | undefined;
  onClose(): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  return (
    <FormDialog
      title={store.project ? t('projects.editTitle') : t('projects.addTitle')}
      width={480}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        form={form}
        field="projectName"
        label={t('projects.name')}
        required
        inputId={inputIdOf('projectName')}
      />
      <Field
        label={t('projects.description')}
        error={form.errors.description}
        inputId={inputIdOf('description')}
      >
        <TextArea
          id={inputIdOf('description')}
          fill
          rows={3}
          value={form.values.description}
          onChange={(e) => form.set('description', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
});
