/** The "other" node of the spec: a plain step the engine passes through. */
import { NodeType } from '../types';
import type { NodeTypeDefinition } from './definition';
import { PLAIN_FACTS } from './definition';

export const otherNode: NodeTypeDefinition = {
  ...PLAIN_FACTS,
  code: NodeType.Other,
  name: 'other',
  role: 'step',
  tone: 'plain',
  isDeletable: true,
  entry: 'pass',
};
