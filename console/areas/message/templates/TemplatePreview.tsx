import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TemplateFormStore } from './model/TemplateFormStore';
import { PreviewText } from './PreviewText';

/** The subject and body rendered with sample values; the variables the event does not supply are marked and named. */
export const TemplatePreview = observer(function TemplatePreview({ store }: { store: TemplateFormStore }) {
  const { t } = useTranslation('templates');
  const { subject, body } = store.preview;
  const { unknown } = store;
  return (
    <section className="tpl-preview" aria-label={t('template.preview')}>
      <h4 className="tpl-preview-title">{t('template.preview')}</h4>
      {subject.length || body.length ? (
        <div className="tpl-preview-text">
          {subject.length ? (
            <strong data-testid="preview-subject">
              <PreviewText segments={subject} />
            </strong>
          ) : null}
          <p data-testid="preview-body">
            <PreviewText segments={body} />
          </p>
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
