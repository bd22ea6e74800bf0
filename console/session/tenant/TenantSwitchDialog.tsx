import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, Spinner, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { TenantNode } from '@shared/api/modules/shell';
import { useStores } from '../../app/storeContext';
import { onTenantConfirm, onTenantTreeLoaded } from '../../layout/model/tenantSwitch';

const toTree = (nodes: TenantNode[], selected: string | undefined, current: string, t: (k: string) => string): TreeNodeInfo[] =>
  nodes.map((node) => ({
    id: node.id,
    label: node.label,
    icon: 'office',
    isExpanded: true,
    isSelected: node.id === selected,
    secondaryLabel: node.id === current ? t('tenant.current') : undefined,
    childNodes: node.children.length ? toTree(node.children, selected, current, t) : undefined,
  }));

/** Switch tenant (console spec §4, §5): the authorised tenant tree; a new token, then a full reload at /home. */
const TenantSwitchDialog = observer(function TenantSwitchDialog() {
  const store = useStores();
  const { client, session, notify } = store;
  const { t } = useTranslation();
  const [tree, setTree] = useState<TenantNode[] | undefined>();
  const [selected, setSelected] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const current = session.info?.user.merchantId ?? '';
  const close = () => store.setTenantSwitchOpen(false);

  useEffect(() => {
    let alive = true;
    client.call(api.shell.merchantAuthTree, undefined, { silent: true }).catch(() => []).then((nodes) => {
      if (!alive) return;
      if (onTenantTreeLoaded(nodes).kind === 'close') {
        notify.warning(t('tenant.onlyOne'));
        store.setTenantSwitchOpen(false);
        return;
      }
      setTree(nodes);
    });
    return () => {
      alive = false;
    };
  }, [client, notify, store, t]);

  const confirm = async () => {
    const choice = onTenantConfirm(selected, current);
    if (choice.kind === 'warn') return notify.warning(t(choice.warningKey));
    if (choice.kind !== 'switch') return;
    setBusy(true);
    try {
      const { token } = await client.call(api.shell.merchantAuthChange, { query: { targetMerchantId: choice.merchantId } });
      store.clearAll();
      session.setToken(token);
      window.location.assign('/home');
    } catch {
      setBusy(false);
    }
  };

  return (
    <AppDialog isOpen title={t('tenant.title')} icon="swap-horizontal" onClose={close} style={{ width: 460 }}>
      <DialogBody>
        {!tree ? <Spinner size={24} /> : (
          <Tree
            contents={toTree(tree, selected, current, t)}
            onNodeClick={(node) => setSelected(String(node.id))}
            aria-label={t('tenant.title')}
          />
        )}
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('common:cancel')} onClick={close} />
        <Button intent="primary" text={t('common:confirm')} loading={isBusy} onClick={() => void confirm()} />
      </>} />
    </AppDialog>
  );
});
export default TenantSwitchDialog;
