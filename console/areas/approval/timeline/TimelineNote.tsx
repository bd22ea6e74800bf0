import { Trans, useTranslation } from 'react-i18next';
import type { ProcessInfoData } from '@shared/api/modules/approval';

/** Label and values each keep their own direction, so "old → new" reads right in Arabic too (bidi isolates). */
const ISOLATED = { l: <bdi />, b: <bdi />, a: <bdi /> };

export interface TimelineNoteProps {
  note: ProcessInfoData['notes'][number];
}

/**
 * One engine note of the process dynamics, in the reader's language. A `fieldsChanged` note lists each changed
 * field as "label: old → new" (masked when the field is hidden from the reader; issue 28).
 */
export function TimelineNote({ note }: TimelineNoteProps) {
  const { t } = useTranslation('approval');
  const empty = t('changes.empty');
  return (
    <div className="approval-note">
      {t(note.messageKey, { ...note.params, userName: note.params.userName ?? note.userName })}
      {note.changes && note.changes.length > 0 && (
        <ul className="approval-changes">
          {note.changes.map((change) => (
            <li key={change.key} className={change.isMasked ? 'is-masked' : undefined}>
              <Trans
                t={t}
                i18nKey={change.isMasked ? 'changes.masked' : 'changes.line'}
                values={{ label: change.label, before: change.before || empty, after: change.after || empty }}
                components={ISOLATED}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
