import type { ByteRange } from '../../../storage';

export type RangeRequest = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads an HTTP `Range` header against a file of `size` bytes. One range is served (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`); no header, another unit, several ranges or bad syntax mean the whole file, as HTTP allows. Pure.
 */
export const parseRange = (header: string | undefined, size: number): RangeRequest => {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Number(last);
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
};
