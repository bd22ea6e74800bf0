/** The handler node: a task people complete; it cannot be rejected. */
import { NodeType } from '../types';
import type { NodeTypeDefinition } from './definition';
import { PLAIN_FACTS } from './definition';

export const handlerNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Handler,
  name: 'handler',
  role: 'step',
  tone: 'handler',
  isDeletable: true,
  hasPrivileges: true,
  entry: 'task',
  task: { canReject: false, isReturnTarget: false, isDeduplicated: false, decidesOpinion: false },
};
