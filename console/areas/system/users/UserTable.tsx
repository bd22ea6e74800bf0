import { Button, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserViewRow } from '@shared/api/modules/identity/schemas';
import { LtrText } from '../../../ui/LtrText';
import { orDash, phoneCell } from '../common/format';
import { useFormatTime } from '../common/useFormatTime';
import { ActionTable } from '../../../ui/ActionTable';
import { Permitted } from '../permission/Permitted';
import { isDisabled, isLocked, type Sort, type UserAction } from './model/UserListStore';

const STATUS_INTENT = { '0': 'success', '1': 'none', '2': 'danger' } as const;

/** Columns and widths of console spec §2.10; headers of sortable columns toggle the order. */
export function UserTable({
  rows,
  sort,
  onSort,
  onAction,
}: {
  rows: UserViewRow[];
  sort: Sort;
  onSort(column: string): void;
  onAction(action: UserAction, row: UserViewRow): void;
}) {
  const { t } = useTranslation('admin');
  const formatTime = useFormatTime();
  const head = (column: string, label: string) => (
    <Button
      variant="minimal"
      size="small"
      text={label}
      aria-label={t('ui.sortBy', { column: label })}
      endIcon={sort.column === column ? (sort.isAsc === 'asc' ? 'caret-up' : 'caret-down') : undefined}
      onClick={() => onSort(column)}
    />
  );
  return (
    <ActionTable compact striped className="admin-table" minWidth={1480} aria-label={t('user.title')}>
      <thead>
        <tr>
          <th style={{ width: 150 }}>{head('userId', t('user.userId'))}</th>
          <th style={{ width: 200 }}>{head('userName', t('user.userName'))}</th>
          <th>{head('nickName', t('user.nickName'))}</th>
          <th style={{ width: 130 }}>{t('user.phonenumber')}</th>
          <th style={{ width: 90 }}>{t('user.status')}</th>
          <th style={{ width: 170 }}>{head('createTime', t('user.createTime'))}</th>
          <th style={{ width: 170 }}>{t('user.lockedTime')}</th>
          <th style={{ width: 170 }}>{t('user.unlockingTime')}</th>
          <th>{t('user.lockedReason')}</th>
          <th style={{ width: 260 }}>{t('ui.operation')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId}>
            <td title={row.userId}>
              <LtrText>{row.userId}</LtrText>
            </td>
            <td>
              <LtrText>{row.userName}</LtrText>
            </td>
            <td>{orDash(row.nickName)}</td>
            <td>
              <LtrText>{phoneCell(row.phonenumber)}</LtrText>
            </td>
            <td>
              <Tag minimal intent={STATUS_INTENT[row.status as '0' | '1' | '2'] ?? 'none'}>
                {t(`user.statusName.${row.status}`)}
              </Tag>
            </td>
            <td>
              <LtrText>{formatTime(row.createTime)}</LtrText>
            </td>
            <td>
              <LtrText>{formatTime(row.lockedTime)}</LtrText>
            </td>
            <td>
              <LtrText>{formatTime(row.unlockingTime)}</LtrText>
            </td>
            <td title={row.lockedReason}>{orDash(row.lockedReason)}</td>
            <td>
              <div className="admin-ops">
                <Permitted tags={['system:user:edit']}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    text={t('ui.edit')}
                    onClick={() => onAction('edit', row)}
                  />
                  {isLocked(row) ? (
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('user.unlock')}
                      onClick={() => onAction('unlock', row)}
                    />
                  ) : (
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('user.lock')}
                      onClick={() => onAction('lock', row)}
                    />
                  )}
                  <Popover
                    placement="bottom-end"
                    content={
                      <Menu>
                        <MenuItem
                          text={isDisabled(row) ? t('user.enable') : t('user.disable')}
                          onClick={() => onAction('status', row)}
                        />
                        <MenuItem text={t('user.resetPwd')} onClick={() => onAction('password', row)} />
                        <MenuItem text={t('user.grant')} onClick={() => onAction('grant', row)} />
                        <MenuItem text={t('user.changeMerchant')} onClick={() => onAction('merchant', row)} />
                        <MenuItem text={t('user.dataPerm')} onClick={() => onAction('dataPerm', row)} />
                      </Menu>
                    }
                  >
                    <Button size="small" variant="minimal" endIcon="caret-down" text={t('ui.more')} />
                  </Popover>
                </Permitted>
                <Permitted tags={['system:user:remove']}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t('ui.remove')}
                    onClick={() => onAction('remove', row)}
                  />
                </Permitted>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </ActionTable>
  );
}
