import { Callout, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Field } from '../../system/common/Field';
import { PreviewText } from '../templates/PreviewText';
import type { SendTaskCreateStore } from './model/SendTaskCreateStore';

/** One input per variable of the template's event, and the template's subject and body with what is typed. */
export const TemplateVariables = observer(function TemplateVariables({
  store,
}: {
  store: SendTaskCreateStore;
}) {
  const { t } = useTranslation('messaging');
  const { preview, unresolved } = store;
  return (
    <>
      {store.variableNames.map((name) => (
        <Field
          key={name}
          label={t('ui.task.variableLabel', { label: t(`templates:variable.${name}`), token: `{{${name}}}` })}
          inputId={`send-task-var-${name}`}
        >
          <InputGroup
            id={`send-task-var-${name}`}
            value={store.variables[name] ?? ''}
            placeholder={`{{${name}}}`}
            onChange={(e) => store.setVariable(name, e.target.value)}
          />
        </Field>
      ))}
      <section className="send-task-preview" aria-label={t('ui.task.preview')}>
        <h4>{t('ui.task.preview')}</h4>
        {preview ? (
          <>
            {preview.subject.length ? (
              <strong data-testid="task-preview-subject">
                <PreviewText segments={preview.subject} />
              </strong>
            ) : null}
            <p data-testid="task-preview-body">
              <PreviewText segments={preview.body} />
            </p>
            {unresolved.length ? (
              <Callout intent="warning" compact>
                {t('ui.task.unresolved', { names: unresolved.map((n) => `{{${n}}}`).join(', ') })}
              </Callout>
            ) : null}
          </>
        ) : (
          <p>{t('ui.task.noTemplate')}</p>
        )}
      </section>
    </>
  );
});
