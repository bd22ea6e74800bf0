import { useEffect } from 'react';
import { Button, DialogBody, DialogFooter, Spinner, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TenantNode } from '@shared/api/modules/shell';
import { useModel } from '../../app/useModel';
import { useStores } from '../../app/storeContext';
import { TenantSwitchStore } from './model/TenantSwitchStore';

const toTree = (
  nodes: TenantNode[],
  selected: string | undefined,
  current: string,
  t: (k: string) => string,
): TreeNodeInfo[] =>
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
  const shell = useStores();
  const { session } = shell;
  const { t } = useTranslation();
  const store = useModel((deps) => new TenantSwitchStore(deps, session.info?.user.merchantId ?? ''));
  const close = () => shell.setTenantSwitchOpen(false);

  useEffect(() => {
    void store.load().then((isWorthOpening) => isWorthOpening || shell.setTenantSwitchOpen(false));
  }, [store, shell]);

  const confirm = async () => {
    const token = await store.confirm();
    if (!token) return;
    shell.clearAll();
    session.setToken(token);
    window.location.assign('/home');
  };

  return (
    <AppDialog isOpen title={t('tenant.title')} icon="swap-horizontal" onClose={close} style={{ width: 460 }}>
      <DialogBody>
        {!store.tree ? (
          <Spinner size={24} />
        ) : (
          <Tree
            contents={toTree(store.tree, store.selected, store.current, t)}
            onNodeClick={(node) => store.select(String(node.id))}
            aria-label={t('tenant.title')}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common:cancel')} onClick={close} />
            <Button
              intent="primary"
              text={t('common:confirm')}
              loading={store.isBusy}
              onClick={() => void confirm()}
            />
          </>
        }
      />
    </AppDialog>
  );
});
export default TenantSwitchDialog;
