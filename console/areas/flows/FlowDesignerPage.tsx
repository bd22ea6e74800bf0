/**
 * Console host of the flow designer at /workflow/flow-designer/:processId ('new' creates a flow), opened on a tab
 * by /workflow/flow-designer/:processId/basicInfo, /flowDesign or /flowSetting (workflow spec §2.1; `?tab=` works too).
 * The `FlowDesignerStore` loads, saves and publishes (one server call); this view reads the address, moves it to the
 * tab the user opens and to a new flow's id once saved.
 */
import { useEffect, useMemo, useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FlowDesigner } from '@studio/flow';
import type { FlowDesignerOutput, FlowDesignerServices, FlowDesignerTab } from '@studio/flow';
import { useModel } from '../../app/useModel';
import { FlowDesignerStore } from './model/FlowDesignerStore';
import { pickerAdapters } from './pickerAdapters';
import VersionsPanel from './VersionsPanel';

const PATH = /\/workflow\/flow-designer\/([^/?#]+)(?:\/([^/?#]+))?/;
const TABS: FlowDesignerTab[] = ['basicInfo', 'flowDesign', 'flowSetting', 'versions'];

function FlowDesignerPage() {
  const { t } = useTranslation('flow');
  const location = useLocation();
  const navigate = useNavigate();
  const match = PATH.exec(location.pathname);
  const routeId = decodeURIComponent(match?.[1] ?? 'new');
  const tabSegment = match?.[2] ? `/${match[2]}` : '';
  const store = useModel((deps) => new FlowDesignerStore(deps));
  const services = useMemo<FlowDesignerServices>(
    () => ({ pickers: pickerAdapters, ...store.forms }),
    [store],
  );
  const tabParam = (match?.[2] ?? new URLSearchParams(location.search).get('tab')) as FlowDesignerTab | null;

  useEffect(() => {
    void store.open(routeId);
  }, [store, routeId]);

  // The address follows the open tab (and a new flow's id once saved); the page stays mounted as it moves.
  const [tab, setTab] = useState<FlowDesignerTab | undefined>(undefined);
  const moveTo = (id: string, nextTab: FlowDesignerTab | undefined) => {
    const search = new URLSearchParams(location.search);
    if (nextTab) search.delete('tab');
    const query = search.toString();
    const segment = nextTab ? `/${nextTab}` : tabSegment;
    navigate(`/workflow/flow-designer/${encodeURIComponent(id)}${segment}${query ? `?${query}` : ''}`, {
      replace: true,
    });
  };
  const changeTab = (next: FlowDesignerTab) => {
    setTab(next);
    moveTo(store.processId || routeId, next);
  };
  const save = async (output: FlowDesignerOutput, isPublish: boolean) => {
    const createdId = await store.save(output, isPublish);
    if (createdId) moveTo(createdId, tab);
  };

  const { initial } = store;
  if (initial === 'missing') return <NonIdealState icon="search" title={t('host.notFound')} />;
  if (initial === null) return <Spinner />;
  return (
    <div className="page-fill">
      <FlowDesigner
        services={services}
        initial={initial}
        initialTab={
          tabParam && TABS.includes(tabParam) && (tabParam !== 'versions' || store.processId)
            ? tabParam
            : 'basicInfo'
        }
        onTabChange={changeTab}
        onSave={save}
        versionsPanel={
          store.processId ? (
            <VersionsPanel
              key={store.processId}
              processId={store.processId}
              flowName={initial.basicInfo?.name ?? ''}
              onRepublished={() => void store.open(store.processId)}
            />
          ) : undefined
        }
      />
    </div>
  );
}

export default observer(FlowDesignerPage);
