/**
 * Console host of the flow designer at /workflow/flow-designer/:processId ('new' creates a flow), opened on a tab
 * by /workflow/flow-designer/:processId/basicInfo, /flowDesign or /flowSetting (workflow spec §2.1; `?tab=` works too).
 * Saves through jflow/add or update, publishes with saveJson and deploy.
 */
import { useEffect, useMemo, useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import { FlowDesigner } from '@studio/flow';
import type { FlowDesignerOutput, FlowDesignerTab, FlowDocumentInit } from '@studio/flow';
import { useStores } from '../../app/storeContext';
import { createFlowServices } from './flowServices';
import { fromDetail, toSaveBody } from './flowPayload';

const PATH = /\/workflow\/flow-designer\/([^/?#]+)(?:\/([^/?#]+))?/;
const TABS: FlowDesignerTab[] = ['basicInfo', 'flowDesign', 'flowSetting'];

export default function FlowDesignerPage() {
  const { client, notify } = useStores();
  const { t } = useTranslation('flow');
  const location = useLocation();
  const navigate = useNavigate();
  const match = PATH.exec(location.pathname);
  const routeId = decodeURIComponent(match?.[1] ?? 'new');
  const tabSegment = match?.[2] ? `/${match[2]}` : '';
  const [processId, setProcessId] = useState(routeId === 'new' ? '' : routeId);
  const [initial, setInitial] = useState<FlowDocumentInit | null | 'missing'>(routeId === 'new' ? {} : null);
  const services = useMemo(() => createFlowServices(client), [client]);
  const tabParam = (match?.[2] ?? new URLSearchParams(location.search).get('tab')) as FlowDesignerTab | null;

  useEffect(() => {
    if (routeId === 'new') return;
    let isLive = true;
    client.call(api.approval.processDetail, { query: { id: routeId } }).then(
      (detail) => isLive && setInitial(fromDetail(detail)),
      () => isLive && setInitial('missing'),
    );
    return () => {
      isLive = false;
    };
  }, [client, routeId]);

  const save = async (output: FlowDesignerOutput, isPublish: boolean) => {
    const body = toSaveBody(output);
    let id = processId;
    if (id === '') {
      id = (await client.call(api.approval.processAdd, { body })).id;
      setProcessId(id);
      navigate(`/workflow/flow-designer/${encodeURIComponent(id)}${tabSegment}${location.search}`, { replace: true });
    } else {
      await client.call(api.approval.processUpdate, { body: { id, ...body } });
    }
    if (isPublish) {
      await client.call(api.approval.processSaveJson, { body: { id, modelContent: body.modelContent ?? '{}', ...(body.settings ? { settings: body.settings } : {}) } });
      const { version } = await client.call(api.approval.processDeploy, { query: { id } });
      notify.success(t('host.published', { version }));
    } else {
      notify.success(t('host.saved'));
    }
  };

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
