/**
 * The title and summary of instances (display settings, workflow spec §2.6, §4.2), computed from the settings
 * and forms frozen with each instance's version and the instance's form data.
 */
import { fieldsOfDocuments, findNode, instanceSummary, instanceTitle } from '@shared/flow';
import type { SummaryItem } from '@shared/flow';
import type { Db, Tx } from '../../../db/database';
import type { EngineInstance } from '../../../engine';
import { visibleData } from '../forms/formRules';
import { frozenVersion, stateWithVersion } from './instanceStore';
import type { InstanceRecord, FrozenVersion } from './instanceStore';
import { itemNameFor } from '../itemName';

export interface InstanceDisplay {
  title: string;
  summary: SummaryItem[];
}

type DisplaySource = Pick<InstanceRecord, 'itemName' | 'processName' | 'createByName'>;

/**
 * The title and summary of one instance, for a reader of `locale`. Seen from a task (`nodeId`), the fields hidden
 * at that node are left out of both, as they are left out of the task's form.
 */
export const displayOf = (
  row: DisplaySource,
  state: Pick<EngineInstance, 'settings' | 'formData' | 'tree'>,
  forms: Pick<FrozenVersion, 'documents'>,
  locale: string,
  nodeId?: string,
): InstanceDisplay => {
  const settings = state.settings ?? {};
  const all = state.formData ?? {};
  const node = nodeId && state.tree ? findNode(state.tree, nodeId) : undefined;
  const formData = node ? visibleData(forms.documents, node.privileges, all) : all;
  const fields = fieldsOfDocuments(forms.documents).filter(
    (field) => !node || field.key in formData || !(field.key in all),
  );
  return {
    title: instanceTitle(settings, {
      itemName: itemNameFor(row, locale),
      initiator: row.createByName,
      processName: row.processName,
      formData,
    }),
    summary: instanceSummary(settings, fields, formData, locale),
  };
};

/**
 * Title and summary per row key, for a reader of `locale`: the task id when seen from a task (`nodeId` given),
 * else the instance id. The versions' forms are read once each (and cached).
 */
export const displayOfInstances = async (
  db: Db | Tx,
  rows: (DisplaySource &
    Pick<InstanceRecord, 'id' | 'versionId' | 'data'> & { taskId?: string; nodeId?: string })[],
  locale: string,
): Promise<Map<string, InstanceDisplay>> => {
  const versions = new Map<string, FrozenVersion>();
  for (const versionId of new Set(rows.map((row) => row.versionId)))
    versions.set(versionId, await frozenVersion(db, versionId));
  const out = new Map<string, InstanceDisplay>();
  for (const row of rows) {
    const forms = versions.get(row.versionId) ?? { documents: [], tree: null, settings: null };
    out.set(
      row.taskId ?? row.id,
      displayOf(row, stateWithVersion(row.data, forms), forms, locale, row.nodeId),
    );
  }
  return out;
};
