/**
 * Saves a flow export as files: one JPEG when the image fits one canvas at a readable scale, else each tile as a
 * numbered JPEG, all in one zip (stored, not compressed again: JPEG is compressed already).
 */
import { storedZip } from '@shared/files';
import type { ZipEntry } from '@shared/files';
import { EXPORT_LIMITS, exportFileName, tileFileNames } from '../model/editor/exportPlan';
import type { FlowLayout } from '../model/layout';
import type { ExportTexts } from './exportFlowImage';
import { download, prepareFlowImage, toJpeg } from './exportFlowImage';

/** What the user got, so the canvas can say it: one image, or tiles of one size (in image pixels). */
export type ExportOutcome =
  { kind: 'image' } | { kind: 'tiles'; count: number; width: number; height: number; overlap: number };

export interface ExportNames {
  flowName: string;
  /** The file name of a flow without a name. */
  fallback: string;
}

export async function saveFlowExport(
  layout: FlowLayout,
  texts: ExportTexts,
  names: ExportNames,
): Promise<ExportOutcome> {
  const image = prepareFlowImage(layout, texts);
  const { tiles, plan } = image;
  const [first] = tiles;
  if (!first) throw new Error('nothing to export');
  if (tiles.length === 1) {
    download(await toJpeg(image.draw(first)), exportFileName(names.flowName, names.fallback));
    return { kind: 'image' };
  }
  const files = tileFileNames(names.flowName, names.fallback, tiles.length);
  const entries: ZipEntry[] = [];
  for (const [index, tile] of tiles.entries()) {
    const canvas = image.draw(tile);
    const jpeg = await toJpeg(canvas);
    // let the tile's pixels go before the next one is drawn
    canvas.width = 0;
    canvas.height = 0;
    entries.push({ name: files.tiles[index] ?? '', data: new Uint8Array(await jpeg.arrayBuffer()) });
  }
  download(new Blob([storedZip(entries)], { type: 'application/zip' }), files.zip);
  return {
    kind: 'tiles',
    count: tiles.length,
    width: Math.floor(first.width * plan.pixelRatio),
    height: Math.floor(first.height * plan.pixelRatio),
    overlap: Math.round(EXPORT_LIMITS.tileOverlap * plan.pixelRatio),
  };
}
