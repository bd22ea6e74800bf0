/** Arrow-key moves of the selection over the laid-out node cards (pure). */
import type { FlowLayout, LayoutBox } from '../layout';

export type Direction = 'up' | 'down' | 'left' | 'right';

const centre = (box: LayoutBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * The card an arrow key moves to from `fromId`: the nearest card whose centre lies in that direction,
 * the sideways offset weighing half, so the next row wins over a far straight move. Nothing selected: the first card.
 * From a selected group, the moves start at its add-branch pill.
 */
export function neighbourInDirection(
  layout: FlowLayout,
  fromId: string,
  direction: Direction,
): string | undefined {
  const cards = layout.boxes.filter((box) => box.kind === 'node');
  // a selected group has no card: its add-branch pill stands for it
  const from =
    cards.find((box) => box.id === fromId) ??
    layout.boxes.find((box) => box.kind === 'addBranch' && box.id === fromId);
  if (!from) return cards[0]?.id;
  // down from a group goes into its first branch (the columns sit too far aside for the cone below)
  const firstBranch =
    from.kind === 'addBranch' && direction === 'down'
      ? cards.find((box) => box.group?.id === fromId)
      : undefined;
  if (firstBranch) return firstBranch.id;
  const origin = centre(from);
  let best: { id: string; score: number } | undefined;
  for (const box of cards) {
    if (box.id === fromId) continue;
    const point = centre(box);
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const along = direction === 'up' ? -dy : direction === 'down' ? dy : direction === 'left' ? -dx : dx;
    const across = direction === 'up' || direction === 'down' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 0 || across > along) continue;
    const score = along + across / 2;
    if (!best || score < best.score) best = { id: box.id, score };
  }
  return best?.id;
}

/** Node cards whose name contains `query` (case-insensitive), in drawing order. */
export function searchNodes(layout: FlowLayout, query: string): LayoutBox[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return layout.boxes.filter(
    (box) => box.kind === 'node' && (box.node?.nodeName ?? '').toLowerCase().includes(needle),
  );
}
