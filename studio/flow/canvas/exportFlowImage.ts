/**
 * Image export: draws the whole flow (not the viewport) on a white canvas with the flow name as a title,
 * at a pixel ratio capped under browser canvas limits, and encodes it as JPEG quality 0.8.
 */
import type { FlowNode } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { planExport } from '../model/editor/exportPlan';
import type { FlowLayout } from '../model/layout';
import type { CardText } from './drawFlow';
import { drawCard, drawEdges, drawPill } from './drawFlow';
import { COLORS, FONT } from './theme';

export const JPEG_QUALITY = 0.8;

export interface ExportTexts {
  title: string;
  end: string;
  addBranch: string;
  card(node: FlowNode): CardText;
}

export function renderFlowCanvas(layout: FlowLayout, texts: ExportTexts): HTMLCanvasElement {
  const plan = planExport(layout.bounds);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(plan.width * plan.pixelRatio);
  canvas.height = Math.floor(plan.height * plan.pixelRatio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(plan.pixelRatio, plan.pixelRatio);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, plan.width, plan.height);
  ctx.fillStyle = COLORS.cardText;
  ctx.font = `bold 20px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(texts.title, plan.width / 2, 40 + (plan.titleHeight - 20) / 2);
  ctx.textAlign = 'left';
  ctx.translate(plan.offsetX, plan.offsetY);
  drawEdges(ctx, layout.edges);
  for (const box of layout.boxes) {
    ctx.save();
    ctx.translate(box.x, box.y);
    if (box.kind === 'end') drawPill(ctx, box, texts.end, COLORS.muted);
    else if (box.kind === 'addBranch') drawPill(ctx, box, texts.addBranch, COLORS.path);
    else if (box.node)
      drawCard(ctx, box, texts.card(box.node), {
        border: nodeTypeOf(box.node.type).role === 'merge' ? null : '#dfe3e8',
        borderWidth: 1,
      });
    ctx.restore();
  }
  return canvas;
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
