/** The frames of the branch groups among laid-out boxes (pure): what the canvas draws and hit-tests behind the cards. */
import type { LayoutBox, Rect } from './layoutTypes';

export interface GroupFrame extends Rect {
  /** The group's node id. */
  id: string;
}

/**
 * The frame of each group whose add-branch pill is among `boxes`, outermost first: a nested group's frame lies
 * inside its enclosing group's and is drawn (and hit) above it, so a press in its empty space selects the
 * innermost group around it.
 */
export function groupFrames(boxes: readonly LayoutBox[]): GroupFrame[] {
  const frames: GroupFrame[] = [];
  for (const box of boxes)
    if (box.kind === 'addBranch' && box.frame) frames.push({ id: box.id, ...box.frame });
  return frames.sort((a, b) => b.width * b.height - a.width * a.height);
}
