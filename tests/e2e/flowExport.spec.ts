import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toModelContent } from '@shared/flow/modelContent';
import { sequentialIds } from '@shared/flow/testing';
import { generateFlow } from '../../studio/flow/model/editor/generateFlow';
import { FONT } from '../../studio/flow/canvas/theme';
import { readZip } from '../support/readZip';
import { ACCOUNTS, keepScreenshot, signIn, useEnglish } from './support';
import { callApi } from './flowsSupport';

/** Whole-flow export that can be read (issue 17): text at least as large as at 100 % zoom, however large the flow. */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

/**
 * Heights in px of the lines of text at the top of a JPEG (its first `rows` rows are decoded), and of each
 * `reference` text drawn at 100 % (pixel ratio 1) and measured the same way. A line is a band of rows with ink
 * (near-black grey: the text colour, not the slate card header) in them; gaps of up to 2 rows (a thin descender,
 * softened by JPEG) stay inside a line.
 */
const textLineHeights = (
  page: Page,
  jpeg: Uint8Array,
  rows: number,
  references: { text: string; font: string }[],
) =>
  page.evaluate(
    async ({ data, rows, references }) => {
      const inkLines = (context: OffscreenCanvasRenderingContext2D, width: number, height: number) => {
        const pixels = context.getImageData(0, 0, width, height).data;
        const lines: number[][] = [];
        for (let y = 0; y < height; y += 1) {
          let hasInk = false;
          for (let x = 0; x < width && !hasInk; x += 1) {
            const at = (y * width + x) * 4;
            const channels = [pixels[at] ?? 255, pixels[at + 1] ?? 255, pixels[at + 2] ?? 255];
            hasInk = Math.max(...channels) < 90 && Math.max(...channels) - Math.min(...channels) < 40;
          }
          const last = lines.at(-1);
          if (hasInk && last && y - (last[1] ?? 0) <= 3) last[1] = y;
          else if (hasInk) lines.push([y, y]);
        }
        return lines.map(([top = 0, bottom = 0]) => bottom - top + 1);
      };
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const height = Math.min(rows, bitmap.height);
      const tile = new OffscreenCanvas(bitmap.width, height).getContext('2d');
      if (!tile) return null;
      tile.drawImage(bitmap, 0, 0);
      const at100 = references.map(({ text, font }) => {
        const context = new OffscreenCanvas(600, 80).getContext('2d');
        if (!context) return 0;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, 600, 80);
        context.font = font;
        context.textBaseline = 'middle';
        context.fillStyle = '#1c2127';
        context.fillText(text, 10, 40);
        return inkLines(context, 600, 80)[0] ?? 0;
      });
      return {
        width: bitmap.width,
        height: bitmap.height,
        lines: inkLines(tile, bitmap.width, height),
        at100,
      };
    },
    { data: Buffer.from(jpeg).toString('base64'), rows, references },
  );

test('a 1,000-node flow exports as numbered, overlapping tiles in a zip, with text at full size', async ({
  page,
}) => {
  const suffix = String(Date.now());
  const name = `Tiles ${suffix}`;
  const root = generateFlow(
    { newId: sequentialIds(`x${suffix}-`), t: (key) => key.replace(/^.*\./, '') },
    1000,
  );
  const { id } = await callApi<{ id: string }>(page, 'POST', '/jflow/add', {
    processName: name,
    processType: 'administration',
    modelContent: JSON.stringify(toModelContent(root)),
  });
  await page.goto(`/workflow/flow-designer/${id}/flowDesign`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export image' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}-tiles.zip`);

  const tiles = readZip(readFileSync(await download.path()));
  const count = tiles.length;
  expect(count).toBeGreaterThan(1);
  const number = (value: number) => String(value).padStart(2, '0');
  expect(tiles.map((tile) => tile.name)).toEqual(
    tiles.map((_tile, index) => `${name}-${number(index + 1)}-of-${number(count)}.jpg`),
  );

  // the first tile holds the flow name in the title band, then the start card's text: only its top is decoded
  const first = tiles[0];
  if (!first) throw new Error('no tile');
  const top = await textLineHeights(page, first.data, 170, [
    { text: name, font: `bold 20px ${FONT}` },
    { text: 'All staff may submit', font: `13px ${FONT}` },
  ]);
  if (!top) throw new Error('the first tile could not be decoded');
  expect(Math.max(top.width, top.height)).toBeLessThanOrEqual(16_000);
  await expect(page.getByRole('status').filter({ hasText: 'too large for one image' })).toHaveText(
    `The flow is too large for one image: exported ${count} tiles of ${top.width} × ${top.height} px in a zip, ` +
      'each overlapping its neighbours by 64 px.',
  );
  await keepScreenshot(page, 'flow-export-tiles-notice');
  // text at least as tall as at 100 % zoom (JPEG may soften an edge row); before, it was a few px
  expect(top.lines).toHaveLength(2);
  const [title = 0, body = 0] = top.lines;
  const [titleAt100 = 0, bodyAt100 = 0] = top.at100;
  expect(titleAt100).toBeGreaterThan(10);
  expect(title).toBeGreaterThanOrEqual(titleAt100 - 1);
  expect(body).toBeGreaterThanOrEqual(bodyAt100 - 1);
});
