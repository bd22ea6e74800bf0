import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../ui/LtrText';

export interface PagerProps {
  pageNum: number;
  limit: number;
  total: number;
  onPage(page: number): void;
}

/** Total, previous, page of pages, next. */
export function Pager({ pageNum, limit, total, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className="admin-pager">
      <span>{t('ui.total', { count: total })}</span>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('ui.previous')}
          disabled={pageNum <= 1}
          onClick={() => onPage(pageNum - 1)}
        />
        <Button text={<LtrText>{`${pageNum} / ${pages}`}</LtrText>} disabled />
        <Button
          icon="chevron-right"
          aria-label={t('ui.next')}
          disabled={pageNum >= pages}
          onClick={() => onPage(pageNum + 1)}
        />
      </ButtonGroup>
    </div>
  );
}
