import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
}

/** Previous / next paging with the total. */
export function Pager({ pageNum, pageSize, total, onChange }: PagerProps) {
  const { t } = useTranslation('approval');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="approval-pager">
      <span>{t('list.total', { total })}</span>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('list.prev')}
          disabled={pageNum <= 1}
          onClick={() => onChange(pageNum - 1)}
        />
        <Button disabled>{`${pageNum} / ${pages}`}</Button>
        <Button
          icon="chevron-right"
          aria-label={t('list.next')}
          disabled={pageNum >= pages}
          onClick={() => onChange(pageNum + 1)}
        />
      </ButtonGroup>
    </div>
  );
}
