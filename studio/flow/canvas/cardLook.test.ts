import { describe, expect, it } from 'vitest';
import type { LayoutBox } from '../model/layout';
import { cardLook, HEAT_BORDER_WIDTH, type LookContext } from './cardLook';
import { COLORS } from './theme';

const box = (id: string) => ({ id, kind: 'node', x: 0, y: 0, width: 220, height: 88 }) as LayoutBox;

const heatView = (heatPath: ReadonlySet<string> | null): LookContext => ({
  selectedId: '',
  hasProblem: () => false,
  pathIds: null,
  statuses: null,
  isReadOnly: true,
  heat: { a: '#cd4246', b: '#238551' },
  heatPath,
});

describe('cardLook in the heat view', () => {
  it('keeps the heat outlines and dims the nodes off the emphasised path', () => {
    const context = heatView(new Set(['s', 'a']));
    expect(cardLook(box('a'), context)).toMatchObject({ border: '#cd4246', isFaded: false });
    expect(cardLook(box('b'), context)).toMatchObject({ border: '#238551', isFaded: true });
    expect(cardLook(box('s'), context)).toMatchObject({ border: COLORS.heatPath, isFaded: false });
    expect(cardLook(box('x'), context)).toMatchObject({ border: null, isFaded: true });
  });

  it('dims nothing without a path', () => {
    const context = heatView(null);
    expect(cardLook(box('b'), context)).toMatchObject({
      border: '#238551',
      borderWidth: HEAT_BORDER_WIDTH,
      isFaded: false,
    });
    expect(cardLook(box('x'), context)).toMatchObject({ border: null, isFaded: false });
  });

  it('dims the ghosts (removed nodes of a diff) and keeps their outline', () => {
    const context = { ...heatView(null), ghostIds: new Set(['a']) };
    expect(cardLook(box('a'), context)).toMatchObject({ border: '#cd4246', isFaded: true });
    expect(cardLook(box('b'), context)).toMatchObject({ border: '#238551', isFaded: false });
  });
});
