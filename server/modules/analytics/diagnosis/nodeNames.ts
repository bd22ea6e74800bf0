import { loadModelContent, walkTree } from '@shared/flow';
import type { Db } from '../../../db/database';
import { nodeNameOnTasks, type Scope } from './queries';

/** Node id → name in the flow's current design (empty when the design cannot be read). */
export const nodeNamesOf = (modelContent: string): Map<string, string> => {
  const names = new Map<string, string>();
  if (!modelContent) return names;
  const loaded = loadModelContent(modelContent);
  if (loaded.ok) walkTree(loaded.root, (node) => void names.set(node.id, node.nodeName));
  return names;
};

/**
 * Names of the nodes, as the flow's current design names them; a node no longer in the design keeps the name its
 * tasks carry (read only for such nodes).
 */
export const nodeNames = async (db: Db, scope: Scope, modelContent: string, nodeIds: string[]) => {
  const names = nodeNamesOf(modelContent);
  const missing = nodeIds.filter((id) => !names.has(id));
  const onTasks = await Promise.all(missing.map((id) => nodeNameOnTasks(db, scope, id)));
  missing.forEach((id, i) => names.set(id, onTasks[i] ?? id));
  return names;
};
