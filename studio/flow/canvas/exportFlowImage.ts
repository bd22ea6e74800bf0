/**
 * Image export: draws the whole diagram (not the viewport, nor the editing controls) on a white canvas with the
 * flow name as a title, at a pixel ratio of at least 1 (see exportPlan), and encodes it as JPEG quality 0.8.
 * An image too large for one canvas is drawn tile by tile.
 */
import type { FlowNode } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { ExportPlan, ExportTile } from '../model/editor/exportPlan';
import { EXPORT_LIMITS, exportContent, planExport, planTiles } from '../model/editor/exportPlan';
import type { FlowLayout, LayoutBox } from '../model/layout';
import type { CardText } from './drawFlow';
import { drawCard, drawEdges, drawPill } from './drawFlow';
import { HEAT_BORDER_WIDTH } from './cardLook';
import { COLORS, FONT } from './theme';

export const JPEG_QUALITY = 0.8;

export interface ExportTexts {
  title: string;
  end: string;
  card(node: FlowNode): CardText;
  /** Outline colour per node id (the heat view); the other nodes keep the plain outline. */
  heat?: Readonly<Record<string, string>>;
  /** A legend drawn under the title: a swatch in each colour with its label. */
  legend?: readonly LegendItem[];
}

export interface LegendItem {
  color: string;
  label: string;
}

/** Height of the legend band under the title. */
const LEGEND_HEIGHT = 32;

function drawLegend(ctx: CanvasRenderingContext2D, legend: readonly LegendItem[], width: number, y: number) {
  ctx.font = `13px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const gap = 24;
  const widths = legend.map((item) => 26 + ctx.measureText(item.label).width);
  let x = Math.max(16, (width - widths.reduce((a, b) => a + b + gap, -gap)) / 2);
  legend.forEach((item, i) => {
    ctx.strokeStyle = item.color;
    ctx.lineWidth = 4;
    ctx.strokeRect(x + 2, y - 5, 16, 10);
    ctx.fillStyle = COLORS.cardText;
    ctx.fillText(item.label, x + 26, y);
    x += (widths[i] ?? 0) + gap;
  });
}

/** Width the title band (and legend) needs: the image is at least this wide, so they are not cut off. */
function headerWidth(title: string, legend: readonly LegendItem[]): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 0;
  ctx.font = `bold 20px ${FONT}`;
  const titleWidth = ctx.measureText(title).width;
  ctx.font = `13px ${FONT}`;
  const legendWidth = legend.reduce((sum, item) => sum + 26 + ctx.measureText(item.label).width + 24, 0);
  return Math.max(titleWidth, legendWidth) + 2 * EXPORT_LIMITS.padding;
}

/** An export ready to draw: its plan, the images it is made of (one, or tiles) and a painter of each. */
export interface FlowImage {
  plan: ExportPlan;
  tiles: ExportTile[];
  /** Draws one tile of the image on a canvas of its own (with one tile, the whole image). */
  draw(tile: ExportTile): HTMLCanvasElement;
}

export function prepareFlowImage(layout: FlowLayout, texts: ExportTexts): FlowImage {
  const legend = texts.legend ?? [];
  const content = exportContent(layout);
  const limits =
    legend.length > 0
      ? { ...EXPORT_LIMITS, titleHeight: EXPORT_LIMITS.titleHeight + LEGEND_HEIGHT }
      : EXPORT_LIMITS;
  const plan = planExport(content.bounds, limits, headerWidth(texts.title, legend));
  const draw = (tile: ExportTile) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(tile.width * plan.pixelRatio);
    canvas.height = Math.floor(tile.height * plan.pixelRatio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    ctx.scale(plan.pixelRatio, plan.pixelRatio);
    ctx.translate(-tile.x, -tile.y);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(tile.x, tile.y, tile.width, tile.height);
    drawHeader(ctx, plan, texts.title, legend);
    ctx.translate(plan.offsetX, plan.offsetY);
    drawEdges(ctx, content.edges);
    // only the cards this tile shows (a tile of a 1,000-node flow holds a few dozen)
    const [left, top] = [tile.x - plan.offsetX, tile.y - plan.offsetY];
    for (const box of content.boxes) {
      const isInside =
        box.x < left + tile.width &&
        box.x + box.width > left &&
        box.y < top + tile.height &&
        box.y + box.height > top;
      if (isInside) drawBox(ctx, box, texts);
    }
    return canvas;
  };
  return { plan, tiles: planTiles(plan, limits), draw };
}

/** The flow name centred in the title band, with the legend under it. */
function drawHeader(
  ctx: CanvasRenderingContext2D,
  plan: ExportPlan,
  title: string,
  legend: readonly LegendItem[],
) {
  ctx.fillStyle = COLORS.cardText;
  ctx.font = `bold 20px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, plan.width / 2, plan.padding + (plan.titleHeight - 20) / 2);
  ctx.textAlign = 'left';
  if (legend.length > 0)
    drawLegend(ctx, legend, plan.width, plan.padding + plan.titleHeight - LEGEND_HEIGHT / 2);
}

function drawBox(ctx: CanvasRenderingContext2D, box: LayoutBox, texts: ExportTexts) {
  ctx.save();
  ctx.translate(box.x, box.y);
  if (box.kind === 'end') drawPill(ctx, box, texts.end, COLORS.muted);
  else if (box.node) {
    const heat = texts.heat?.[box.id];
    drawCard(
      ctx,
      box,
      texts.card(box.node),
      heat
        ? { border: heat, borderWidth: HEAT_BORDER_WIDTH }
        : { border: nodeTypeOf(box.node.type).role === 'merge' ? null : '#dfe3e8', borderWidth: 1 },
    );
  }
  ctx.restore();
}

export function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('export failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** Downloads `blob` as `fileName` through a temporary link. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
