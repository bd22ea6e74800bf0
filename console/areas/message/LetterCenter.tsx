import { useCallback, useEffect, useState } from 'react';
import { Button, HTMLSelect, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { LetterItemRow } from '@shared/api/modules/shell';
import { useStores } from '../../app/storeContext';

const PAGE_SIZE = 10;
type Status = '' | 'UNREAD' | 'READ';

/** The message centre (LetterNotificationNew): the signed-in user's letters, paged, with read marking. */
const LetterCenter = observer(function LetterCenter() {
  const { client, letters } = useStores();
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('');
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<{ total: number; rows: LetterItemRow[] }>({ total: 0, rows: [] });
  const [open, setOpen] = useState<string>();

  const load = useCallback(async () => {
    const result = await client.call(api.shell.letterPage, { query: { pageNum, limit: PAGE_SIZE, status } }, { silent: true }).catch(() => ({ total: 0, rows: [] }));
    setPage(result);
  }, [client, pageNum, status]);
  useEffect(() => {
    void load();
  }, [load, letters.tip]);

  const read = async (letter: LetterItemRow) => {
    setOpen(open === letter.letterId ? undefined : letter.letterId);
    if (letter.status === 'UNREAD') await letters.markRead([letter.letterId]);
  };
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  return (
    <div className="letter-center">
      <div className="toolbar">
        <HTMLSelect aria-label={t('letters.status')} value={status} onChange={(e) => { setStatus(e.currentTarget.value as Status); setPageNum(1); }}
          options={[{ value: '', label: t('letters.all') }, { value: 'UNREAD', label: t('letters.unread') }, { value: 'READ', label: t('letters.read') }]} />
        <Button icon="tick" text={t('letters.readAll')} onClick={async () => {
          await client.call(api.shell.letterReadAll).catch(() => undefined);
          await letters.refresh();
        }} />
      </div>
      {page.rows.length === 0 ? <NonIdealState icon="inbox" description={t('letters.empty')} /> : (
        <HTMLTable interactive striped className="letter-table">
          <thead><tr><th>{t('letters.title')}</th><th style={{ width: 180 }}>{t('letters.sendTime')}</th><th style={{ width: 100 }}>{t('letters.status')}</th></tr></thead>
          <tbody>
            {page.rows.map((letter) => (
              <tr key={letter.letterId} onClick={() => void read(letter)}>
                <td>
                  <strong>{letter.title}</strong>
                  {open === letter.letterId && <p className="letter-content">{letter.content || '--'}</p>}
                </td>
                <td>{dayjs(letter.sendTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>{letter.status === 'UNREAD' ? <Tag intent="primary" minimal>{t('letters.unread')}</Tag> : <Tag minimal>{t('letters.read')}</Tag>}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="pager">
        <Button icon="chevron-left" disabled={pageNum <= 1} aria-label={t('letters.prev')} onClick={() => setPageNum(pageNum - 1)} />
        <span>{t('letters.pageOf', { page: pageNum, pages })}</span>
        <Button icon="chevron-right" disabled={pageNum >= pages} aria-label={t('letters.next')} onClick={() => setPageNum(pageNum + 1)} />
      </div>
    </div>
  );
});
export default LetterCenter;
