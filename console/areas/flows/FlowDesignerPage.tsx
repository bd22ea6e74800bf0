/**
 * Console host of the flow designer at /workflow/flow-designer/:processId ('new' creates a flow), opened on a tab
 * by /workflow/flow-designer/:processId/basicInfo, /flowDesign or /flowSetting (workflow spec §2.1; `?tab=` works too).
 * The `FlowDesignerStore` loads, saves and publishes (one server call); this view reads the address and moves it to
 * a new flow's id once saved.
 */
import { useEffect, useMemo } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FlowDesigner } from '@studio/flow';
import type { FlowDesignerOutput, FlowDesignerServices, FlowDesignerTab } from '@studio/flow';
import { useModel } from '../../app/useModel';
import { FlowDesignerStore } from './model/FlowDesignerStore';
import { pickerAdapters } from './pickerAdapters';

const PATH = /\/workflow\/flow-designer\/([^/?#]+)(?:\/([^/?#]+))?/;
const TABS: FlowDesignerTab[] = ['basicInfo', 'flowDesign', 'flowSetting'];

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

  const save = async (output: FlowDesignerOutput, isPublish: boolean) => {
    const createdId = await store.save(output, isPublish);
    if (createdId)
      navigate(`/workflow/flow-designer/${encodeURIComponent(createdId)}${tabSegment}${location.search}`, {
        replace: true,
      });
  };

  const { initial } = store;
  if (initial === 'missing') return <NonIdealState icon="search" title={t('host.notFound')} />;
  if (initial === null) return <Spinner />;
  return (
    <FlowDesigner
      services={services}
      initial={initial}
      initialTab={tabParam && TABS.includes(tabParam) ? tabParam : 'basicInfo'}
      onSave={save}
    />
  );
}

export default observer(FlowDesignerPage);
