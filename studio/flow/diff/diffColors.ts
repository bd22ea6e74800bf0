/** Outline colours of the diff's marks (the side list's markers use the same ones, with the mark's word). */
import type { NodeMark } from '@shared/flow/diff';

export const DIFF_COLORS: Readonly<Record<NodeMark, string>> = {
  added: '#238551',
  removed: '#cd4246',
  changed: '#c87619',
};

export const NODE_MARKS: readonly NodeMark[] = ['added', 'removed', 'changed'];
