import { Button, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';

export interface AuthRow {
  authId: string;
  userId: string;
  merchantId: string;
  roleId: string;
  userName: string;
  nickName: string;
  merchantName: string;
  roleName: string;
  createTime: string | null;
}

/** Tenant authorisations: who may switch into which tenant with which role; editable and removable when asked. */
export function AuthTable<Row extends AuthRow>({
  rows,
  onEdit,
  onRemove,
}: {
  rows: Row[];
  onEdit?: (auth: Row) => void;
  onRemove?: (authId: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <HTMLTable compact striped className="admin-table" aria-label={t('merchant.auths')}>
      <thead>
        <tr>
          <th>{t('user.userName')}</th>
          <th>{t('user.nickName')}</th>
          <th>{t('user.grantMerchant')}</th>
          <th>{t('user.grantRole')}</th>
          <th style={{ width: 170 }}>{t('user.createTime')}</th>
          {onRemove && <th style={{ width: 150 }} />}
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.authId}>
            <td>
              <LtrText>{a.userName}</LtrText>
            </td>
            <td>{a.nickName}</td>
            <td>{a.merchantName}</td>
            <td>{a.roleName}</td>
            <td>
              <LtrText>{formatTime(a.createTime)}</LtrText>
            </td>
            {onRemove && (
              <td>
                {onEdit && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    text={t('ui.edit')}
                    aria-label={t('user.grantEdit', {
                      name: `${a.nickName || a.userName} · ${a.merchantName}`,
                    })}
                    onClick={() => onEdit(a)}
                  />
                )}
                <ConfirmRemoveButton
                  name={`${a.nickName || a.userName} · ${a.merchantName}`}
                  onConfirm={() => onRemove(a.authId)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
