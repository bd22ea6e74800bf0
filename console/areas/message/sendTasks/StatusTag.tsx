import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const INTENTS: Record<string, Intent> = {
  sending: 'primary',
  done: 'success',
  sent: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

/** A task's or a recipient's state as a coloured tag. */
export function StatusTag({ status, of }: { status: string; of: 'task' | 'recipient' }) {
  const { t } = useTranslation('messaging');
  return (
    <Tag minimal intent={INTENTS[status] ?? 'none'}>
      {t(of === 'task' ? `ui.taskStatus.${status}` : `ui.recipientStatus.${status}`)}
    </Tag>
  );
}
