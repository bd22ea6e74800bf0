import { Button, Checkbox, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LetterItemRow } from '@shared/api/modules/shell';
import { ActionTable } from '../../../ui/ActionTable';
import { LtrText } from '../../../ui/LtrText';
import { formatTime } from '../../system/common/format';
import type { LetterCenterStore } from '../model/LetterCenterStore';
import { categoryLabel } from './letterLabels';

/** One page of letters: a check box per row, the title opens the letter, unread rows stand out. */
export const LetterTable = observer(function LetterTable({ store }: { store: LetterCenterStore }) {
  const { t } = useTranslation();
  return (
    <ActionTable compact striped className="letter-table" aria-label={t('letters.listLabel')} minWidth={720}>
      <thead>
        <tr>
          <th style={{ width: 40 }}>
            <Checkbox
              className="letter-check"
              aria-label={t('letters.selectAll')}
              checked={store.isAllSelected}
              indeterminate={!store.isAllSelected && store.selectedIds.length > 0}
              onChange={() => store.toggleAll()}
            />
          </th>
          <th>{t('letters.title')}</th>
          <th style={{ width: 150 }}>{t('letters.category')}</th>
          <th style={{ width: 170 }}>{t('letters.sendTime')}</th>
          <th style={{ width: 100 }}>{t('letters.status')}</th>
          <th style={{ width: 90 }}>{t('letters.operation')}</th>
        </tr>
      </thead>
      <tbody>
        {store.page.rows.map((letter) => (
          <LetterRow key={letter.letterId} letter={letter} store={store} />
        ))}
      </tbody>
    </ActionTable>
  );
});

const LetterRow = observer(function LetterRow({
  letter,
  store,
}: {
  letter: LetterItemRow;
  store: LetterCenterStore;
}) {
  const { t, i18n } = useTranslation();
  const isUnread = letter.status === 'UNREAD';
  return (
    <tr className={isUnread ? 'is-unread' : undefined}>
      <td>
        <Checkbox
          className="letter-check"
          aria-label={t('letters.select', { title: letter.title })}
          checked={store.selected.has(letter.letterId)}
          onChange={() => store.toggleSelected(letter.letterId)}
        />
      </td>
      <td>
        <Button
          variant="minimal"
          alignText="start"
          className="letter-open"
          onClick={() => void store.open(letter.letterId)}
          text={
            <>
              {isUnread && <span className="unread-dot" aria-hidden />}
              <span className="letter-title">{letter.title}</span>
            </>
          }
        />
      </td>
      <td>
        <Tag minimal>{categoryLabel(t, letter.category)}</Tag>
      </td>
      <td>
        <LtrText>{formatTime(letter.sendTime, i18n.language)}</LtrText>
      </td>
      <td>
        {isUnread ? (
          <Tag intent="primary" minimal>
            {t('letters.unread')}
          </Tag>
        ) : (
          <Tag minimal>{t('letters.read')}</Tag>
        )}
      </td>
      <td>
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          aria-label={t('letters.deleteOne', { title: letter.title })}
          onClick={() => store.askDelete([letter.letterId])}
        />
      </td>
    </tr>
  );
});
