import { Button, Classes, DialogBody, DialogFooter, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LetterLinkData } from '@shared/api/modules/shell';
import { AppDialog } from '../../../ui/AppDialog';
import { LtrText } from '../../../ui/LtrText';
import { formatTime } from '../../system/common/format';
import type { LetterCenterStore } from '../model/LetterCenterStore';
import { categoryLabel } from './letterLabels';

export interface LetterDetailDialogProps {
  store: LetterCenterStore;
  /** Opens what the letter is about (the approval task or the application). */
  onFollow(link: LetterLinkData): void;
}

/** The open letter: title, type, send time, content and a link to the task or application it is about. */
export const LetterDetailDialog = observer(function LetterDetailDialog({
  store,
  onFollow,
}: LetterDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const letter = store.detail.value;
  const link = letter?.link;
  return (
    <AppDialog
      isOpen={Boolean(store.openId)}
      onClose={() => store.close()}
      title={letter?.title ?? t('letters.detail')}
      icon="envelope"
      style={{ width: 560, maxWidth: '100%' }}
    >
      <DialogBody>
        {store.detail.failed ? (
          <NonIdealState icon="error" description={t('letters.detailFailed')} />
        ) : !letter ? (
          <Spinner size={30} aria-label={t('letters.loading')} />
        ) : (
          <div className="letter-detail">
            <p className={Classes.TEXT_MUTED}>
              <Tag minimal>{categoryLabel(t, letter.category)}</Tag>{' '}
              <LtrText>{formatTime(letter.sendTime, i18n.language)}</LtrText>
            </p>
            <p className={`${Classes.RUNNING_TEXT} letter-content`}>{letter.content || '--'}</p>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {letter && (
              <Button
                intent="danger"
                variant="minimal"
                icon="trash"
                text={t('letters.delete')}
                onClick={() => store.askDelete([letter.letterId])}
              />
            )}
            {link && link.kind !== 'none' && (
              <Button
                intent="primary"
                icon={link.kind === 'task' ? 'annotation' : 'timeline-events'}
                text={t(link.kind === 'task' ? 'letters.openTask' : 'letters.openInstance')}
                onClick={() => onFollow(link)}
              />
            )}
            <Button text={t('letters.close')} onClick={() => store.close()} />
          </>
        }
      />
    </AppDialog>
  );
});
