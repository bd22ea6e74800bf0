import { useEffect } from 'react';
import { Button, HTMLSelect, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { LetterCenterStore, type LetterStatus } from './model/LetterCenterStore';

/** The message centre (LetterNotificationNew): the signed-in user's letters, paged, with read marking. */
const LetterCenter = observer(function LetterCenter() {
  // The bell (shell): its tip changing reloads the list.
  const { letters } = useStores();
  const { t } = useTranslation();
  const store = useModel((deps) => new LetterCenterStore(deps, letters));
  const { page, openId: open, pages } = store;
  const { pageNum } = page;
  useEffect(() => {
    void store.load();
  }, [store, letters.tip]);

  return (
    <div className="letter-center">
      <div className="toolbar">
        <HTMLSelect
          aria-label={t('letters.status')}
          value={store.status}
          onChange={(e) => void store.setStatus(e.currentTarget.value as LetterStatus)}
          options={[
            { value: '', label: t('letters.all') },
            { value: 'UNREAD', label: t('letters.unread') },
            { value: 'READ', label: t('letters.read') },
          ]}
        />
        <Button icon="tick" text={t('letters.readAll')} onClick={() => void store.readAll()} />
      </div>
      {page.rows.length === 0 ? (
        <NonIdealState icon="inbox" description={t('letters.empty')} />
      ) : (
        <HTMLTable interactive striped className="letter-table">
          <thead>
            <tr>
              <th>{t('letters.title')}</th>
              <th style={{ width: 180 }}>{t('letters.sendTime')}</th>
              <th style={{ width: 100 }}>{t('letters.status')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((letter) => (
              <tr key={letter.letterId} onClick={() => void store.read(letter)}>
                <td>
                  <strong>{letter.title}</strong>
                  {open === letter.letterId && <p className="letter-content">{letter.content || '--'}</p>}
                </td>
                <td>{dayjs(letter.sendTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>
                  {letter.status === 'UNREAD' ? (
                    <Tag intent="primary" minimal>
                      {t('letters.unread')}
                    </Tag>
                  ) : (
                    <Tag minimal>{t('letters.read')}</Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="pager">
        <Button
          icon="chevron-left"
          disabled={pageNum <= 1}
          aria-label={t('letters.prev')}
          onClick={() => page.setPageNum(pageNum - 1)}
        />
        <span>{t('letters.pageOf', { page: pageNum, pages })}</span>
        <Button
          icon="chevron-right"
          disabled={pageNum >= pages}
          aria-label={t('letters.next')}
          onClick={() => page.setPageNum(pageNum + 1)}
        />
      </div>
    </div>
  );
});
export default LetterCenter;
