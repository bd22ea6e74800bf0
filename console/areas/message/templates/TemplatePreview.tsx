import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TemplateFormStore } from './model/TemplateFormStore';

/** The subject and body rendered with sample values, and the variables the event does not supply. */
export const TemplatePreview = observer(function TemplatePreview({ store }: { store: TemplateFormStore }) {
  const { t } = useTranslation('templates');
  const { subject, body } = store.preview;
  const { unknown } = store;
  return (
    <section className="tpl-preview" aria-label={t('template.preview')}>
      <h4 className="tpl-preview-title">{t('template.preview')}</h4>
      {subject || body ? (
        <div className="tpl-preview-text">
          {subject ? <strong data-testid="preview-subject">{subject}</strong> : null}
          <p data-testid="preview-body">{body}</p>
        </div>
      ) : (
        <p className="tpl-muted">{t('template.previewEmpty')}</p>
      )}
      {unknown.length ? (
        <Callout intent="warning" compact>
          {t('template.unknown', { names: unknown.map((n) => `{{${n}}}`).join(', ') })}
        </Callout>
      ) : null}
    </section>
  );
});
