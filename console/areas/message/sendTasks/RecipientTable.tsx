import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../ui/LtrText';
import { RowButton } from '../../system/common/RowActions';
import { formatTime, orDash } from '../../system/common/format';
import { PagedTable } from '../../system/common/PagedTable';
import { usePermission } from '../../system/permission/usePermission';
import type { SendTaskDetailStore } from './model/SendTaskDetailStore';
import { StatusTag } from './StatusTag';

/**
 * A task's recipients: who, where, state, attempts, and the outcome on the row in our words (an error in red) with
 * the provider's own reply beneath it.
 */
export const RecipientTable = observer(function RecipientTable({ store }: { store: SendTaskDetailStore }) {
  const { t } = useTranslation('messaging');
  const canEdit = usePermission()('message:task:edit');
  return (
    <PagedTable
      label={t('ui.detail.recipients')}
      minWidth={860}
      columns={[
        { title: t('ui.detail.person'), width: 110 },
        { title: t('ui.detail.address'), width: 200 },
        { title: t('ui.detail.status'), width: 100 },
        { title: t('ui.detail.attempts'), width: 90 },
        { title: t('ui.detail.answer') },
        { title: t('ui.detail.sentTime'), width: 165 },
        { title: t('admin:ui.operation'), width: 100 },
      ]}
      page={store.recipients}
      rowKey={(r) => r.recipientId}
      renderCells={(r) => (
        <>
          <td title={r.userName}>{orDash(r.userName)}</td>
          <td title={r.address}>
            <LtrText>{orDash(r.address)}</LtrText>
          </td>
          <td>
            <StatusTag status={r.status} of="recipient" />
          </td>
          <td>{r.attempts}</td>
          <td className={`recipient-answer${r.status === 'failed' ? ' recipient-answer-failed' : ''}`}>
            {orDash(r.answer)}
            {r.reply ? (
              <small className="recipient-reply">{t('ui.detail.replyOf', { reply: r.reply })}</small>
            ) : null}
          </td>
          <td>
            <LtrText>{formatTime(r.sentTime)}</LtrText>
          </td>
          <td>
            {r.status === 'failed' && canEdit ? (
              <RowButton
                text={t('ui.detail.retry')}
                label={t('ui.detail.retryOf', { address: r.address || r.userName })}
                onClick={() => void store.retry(r)}
              />
            ) : null}
          </td>
        </>
      )}
    />
  );
});
