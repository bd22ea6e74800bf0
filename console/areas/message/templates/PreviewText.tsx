import { useTranslation } from 'react-i18next';
import type { PreviewSegment } from '@shared/messaging/renderTemplate';
import './previewText.css';

/** A previewed subject or body: the text with its values, every placeholder still without one marked. */
export function PreviewText({ segments }: { segments: PreviewSegment[] }) {
  const { t } = useTranslation('messaging');
  return (
    <>
      {segments.map((segment, index) =>
        'text' in segment ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <mark
            key={index}
            className="preview-unresolved"
            title={t('ui.task.unresolvedMark', { name: `{{${segment.unresolved}}}` })}
          >{`{{${segment.unresolved}}}`}</mark>
        ),
      )}
    </>
  );
}
