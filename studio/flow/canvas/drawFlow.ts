/**
 * Plain 2D-canvas drawing of flow parts. The live canvas calls these from Konva `sceneFunc`s (one shape
 * per card, so few Konva nodes), and the image export calls them on its own canvas.
 */
import type { LayoutBox, LayoutEdge } from '../model/layout';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { COLORS, FONT, headerColor } from './theme';

export interface CardText {
  title: string;
  body: string;
  /** Small tag, e.g. the "has set" mark or the branch priority. */
  tag?: string;
  /** A line of figures under the body (read-only views, e.g. waiting times), drawn as given. */
  label?: string;
}

export interface CardLook {
  border?: string | null;
  borderWidth?: number;
  showClose?: boolean;
  /** A dimmed card (not on the simulated path). */
  isFaded?: boolean;
}

export const CARD_HEADER = 30;
export const CLOSE_SIZE = 16;

const fitCache = new Map<string, string>();

/** The fonts of cards and pills (set on the context before measuring or drawing). */
const FONTS = {
  small: `12px ${FONT}`,
  title: `bold 13px ${FONT}`,
  tag: `11px ${FONT}`,
  body: `13px ${FONT}`,
  label: `bold 12px ${FONT}`,
} as const;

/**
 * Text cut with an ellipsis to fit `width` in the context's current font (cached per font, width and text).
 * Callers that have just set the font pass it as `font`, which spares reading it back from the context.
 */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  width: number,
  font: string = ctx.font,
): string {
  const key = `${font}|${width}|${text}`;
  const cached = fitCache.get(key);
  if (cached !== undefined) return cached;
  let result = text;
  if (ctx.measureText(text).width > width) {
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) low = mid;
      else high = mid - 1;
    }
    result = `${text.slice(0, low)}…`;
  }
  if (fitCache.size > 5000) fitCache.clear();
  fitCache.set(key, result);
  return result;
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number | number[],
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
}

/** A node card in box-local coordinates (0,0 top-left). */
export function drawCard(
  ctx: CanvasRenderingContext2D,
  box: LayoutBox,
  text: CardText,
  look: CardLook,
): void {
  const node = box.node;
  if (!node) return;
  const { width, height } = box;
  ctx.globalAlpha = look.isFaded ? 0.45 : 1;
  const role = nodeTypeOf(node.type).role;
  if (role === 'merge') {
    roundRect(ctx, 0, 0, width, height, height / 2);
    ctx.fillStyle = COLORS.card;
    ctx.fill();
    ctx.strokeStyle = look.border ?? COLORS.edge;
    ctx.lineWidth = look.borderWidth ?? 1;
    ctx.stroke();
    ctx.fillStyle = COLORS.muted;
    ctx.font = FONTS.small;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(fitText(ctx, text.title, width - 16, FONTS.small), width / 2, height / 2);
    ctx.textAlign = 'left';
    ctx.globalAlpha = 1;
    return;
  }
  const isBranch = role === 'branch';
  roundRect(ctx, 0, 0, width, height, 6);
  ctx.fillStyle = COLORS.card;
  ctx.fill();
  ctx.strokeStyle = '#dfe3e8';
  ctx.lineWidth = 1;
  ctx.stroke();
  if (!isBranch) {
    roundRect(ctx, 0, 0, width, CARD_HEADER, [6, 6, 0, 0]);
    ctx.fillStyle = headerColor(node.type);
    ctx.fill();
  }
  ctx.textBaseline = 'middle';
  ctx.font = FONTS.title;
  ctx.fillStyle = isBranch ? COLORS.cardText : '#ffffff';
  const titleRoom = width - 24 - (look.showClose ? CLOSE_SIZE + 4 : 0) - (text.tag ? 64 : 0);
  ctx.fillText(fitText(ctx, text.title, titleRoom, FONTS.title), 12, CARD_HEADER / 2);
  if (text.tag) {
    ctx.font = FONTS.tag;
    ctx.fillStyle = isBranch ? COLORS.muted : COLORS.mark;
    ctx.textAlign = 'right';
    const tagRight = width - 12 - (look.showClose ? CLOSE_SIZE + 4 : 0);
    if (!isBranch) {
      const tagWidth = ctx.measureText(text.tag).width + 8;
      roundRect(ctx, tagRight - tagWidth + 4, 7, tagWidth, 16, 3);
      ctx.fillStyle = '#fff4e5';
      ctx.fill();
      ctx.fillStyle = COLORS.mark;
    }
    ctx.fillText(text.tag, tagRight, CARD_HEADER / 2);
    ctx.textAlign = 'left';
  }
  if (look.showClose) {
    const cx = width - 8 - CLOSE_SIZE / 2;
    const cy = CARD_HEADER / 2;
    ctx.strokeStyle = isBranch ? COLORS.muted : '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(cx - 4, cy - 4);
    ctx.lineTo(cx + 4, cy + 4);
    ctx.moveTo(cx + 4, cy - 4);
    ctx.lineTo(cx - 4, cy + 4);
    ctx.stroke();
  }
  ctx.font = FONTS.body;
  ctx.fillStyle = text.body === '' ? COLORS.muted : COLORS.cardText;
  const bodyRoom = height - CARD_HEADER;
  const bodyY = CARD_HEADER + (text.label ? bodyRoom * 0.32 : bodyRoom / 2);
  ctx.fillText(fitText(ctx, text.body, width - 24, FONTS.body), 12, bodyY);
  if (text.label) {
    ctx.font = FONTS.label;
    ctx.fillStyle = COLORS.cardText;
    ctx.fillText(fitText(ctx, text.label, width - 24, FONTS.label), 12, CARD_HEADER + bodyRoom * 0.72);
  }
  if (look.border) {
    roundRect(ctx, 0, 0, width, height, 6);
    ctx.strokeStyle = look.border;
    ctx.lineWidth = look.borderWidth ?? 2;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** True when a point in card-local coordinates hits the close icon. */
export function hitsClose(box: LayoutBox, x: number, y: number): boolean {
  return x >= box.width - CLOSE_SIZE - 12 && y <= CARD_HEADER;
}

export function drawEdges(ctx: CanvasRenderingContext2D, edges: readonly LayoutEdge[]): void {
  ctx.beginPath();
  for (const edge of edges) {
    const points = edge.points;
    ctx.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let index = 2; index + 1 < points.length; index += 2)
      ctx.lineTo(points[index] ?? 0, points[index + 1] ?? 0);
  }
  ctx.strokeStyle = COLORS.edge;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** The group's "add branch" pill and the end node: rounded labels. */
export function drawPill(ctx: CanvasRenderingContext2D, box: LayoutBox, label: string, color: string): void {
  roundRect(ctx, 0, 0, box.width, box.height, box.height / 2);
  ctx.fillStyle = COLORS.card;
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = color;
  ctx.font = FONTS.small;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitText(ctx, label, box.width - 12, FONTS.small), box.width / 2, box.height / 2);
  ctx.textAlign = 'left';
}

export const PLUS_RADIUS = 12;

export function drawPlus(ctx: CanvasRenderingContext2D, isActive: boolean): void {
  ctx.beginPath();
  ctx.arc(0, 0, PLUS_RADIUS, 0, Math.PI * 2);
  ctx.fillStyle = isActive ? COLORS.drop : COLORS.plus;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(-5, 0);
  ctx.lineTo(5, 0);
  ctx.moveTo(0, -5);
  ctx.lineTo(0, 5);
  ctx.stroke();
}
