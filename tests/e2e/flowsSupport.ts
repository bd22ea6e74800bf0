import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/** Screen point of a Konva shape (offset in the shape's own units) on the flow canvas, found by asking the stage (canvas shapes have no roles). */
export const shapePoint = async (
  page: Page,
  query: { nodeName?: string; id?: string; afterName?: string; afterGroup?: number },
  offset?: { x: number; y: number },
) => {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length),
      ),
    )
    .toBe(true);
  const measure = () =>
    page.evaluate(
      async ({ query, offset }) => {
        // measured after two painted frames: a point taken while the page still lays out (the side panel, the
        // scroll bars) misses the shape once the canvas has moved, and its hit region is drawn with a frame
        // (unless a test holds the frames on purpose: then the point is taken as the page stands)
        if (/\[native code\]/.test(String(window.requestAnimationFrame)))
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        type Shape = {
          getAttr(name: string): unknown;
          id(): string;
          width(): number;
          getClientRect(): { x: number; y: number; width: number; height: number };
        };
        type Stage = {
          container(): HTMLElement;
          find(selector: (node: Shape) => boolean): Shape[];
          width(): number;
        };
        const konva = (window as unknown as { Konva: { stages: Stage[] } }).Konva;
        const stage = konva.stages.find((candidate) => candidate.width() > 300);
        if (!stage) return null;
        const byName = (name: string) => stage.find((node) => node.getAttr('nodeName') === name)[0];
        let shape: Shape | undefined;
        if (query.id) shape = stage.find((node) => node.id() === query.id)[0];
        if (query.nodeName) shape = byName(query.nodeName);
        if (query.afterName) {
          const node = byName(query.afterName);
          const nodeId = node ? node.id().replace(/^node-/, '') : '';
          shape = stage.find((candidate) => candidate.id() === `plus-${nodeId}`)[0];
        }
        if (query.afterGroup !== undefined) {
          const pill = stage.find((node) => node.id().startsWith('group-'))[query.afterGroup];
          const groupId = pill ? pill.id().replace(/^group-/, '') : '';
          shape = stage.find((candidate) => candidate.id() === `plus-${groupId}`)[0];
        }
        if (!shape) return null;
        const rect = shape.getClientRect();
        const box = stage.container().getBoundingClientRect();
        // offsets are in the card's own units; the card is drawn at the current zoom
        const scale = shape.width() > 0 ? rect.width / shape.width() : 1;
        return {
          x: box.left + rect.x + (offset ? offset.x * scale : rect.width / 2),
          y: box.top + rect.y + (offset ? offset.y * scale : rect.height / 2),
        };
      },
      { query, offset },
    );
  // the canvas has settled when two measurements a frame apart agree
  let point = await measure();
  for (;;) {
    const again = await measure();
    if (again?.x === point?.x && again?.y === point?.y) break;
    point = again;
  }
  if (!point) throw new Error(`no shape for ${JSON.stringify(query)}`);
  return point;
};

export const clickShape = async (
  page: Page,
  query: Parameters<typeof shapePoint>[1],
  offset?: { x: number; y: number },
) => {
  const point = await shapePoint(page, query, offset);
  await page.mouse.click(point.x, point.y);
};

/**
 * Holds the page's animation frames from now on, as a busy machine does: whatever changed is not painted
 * (nor is Konva's hit canvas redrawn) until the page is reloaded. Playwright's own checks run in another world.
 */
export const holdFrames = (page: Page) =>
  page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });

/** Number of node cards drawn on the canvas right now. */
export const drawnNodeCount = (page: Page) =>
  page.evaluate(() => {
    type Stage = { find(selector: string): unknown[]; width(): number };
    const stage = (window as unknown as { Konva: { stages: Stage[] } }).Konva.stages.find(
      (candidate) => candidate.width() > 300,
    );
    return stage ? stage.find('.flow-node').length : 0;
  });

/** Adds a node after the node called `afterName` through the plus button and the add menu. */
export const addAfter = async (
  page: Page,
  after: string | number,
  item: 'Approver' | 'Handler' | 'Condition branch' | 'Cc' | 'Parallel branch' | 'Opinion branch',
) => {
  await clickShape(page, typeof after === 'string' ? { afterName: after } : { afterGroup: after });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** Calls the admin API from the signed-in page (its token) and returns `data`. */
export const callApi = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((part) => part.startsWith('Admin-Token='))
          ?.slice(12) ?? '',
      );
      const response = await fetch(`/digital-portal/api/authority/admin${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { code: string; msg?: string; data: unknown };
      if (answer.code !== '10000') throw new Error(`${path}: ${answer.code} ${answer.msg ?? ''}`);
      return answer.data as T;
    },
    { method, path, body },
  ) as Promise<T>;

/** start → 部门审批 (李四) → 抄送 (王五): the smallest flow with a current node once started. */
export const progressTree = (suffix: string) => ({
  id: `pv-${suffix}-s`,
  pid: '',
  nodeName: '发起人',
  type: 0,
  privileges: [],
  configure: { withdraw: true },
  childNode: {
    id: `pv-${suffix}-a`,
    pid: `pv-${suffix}-s`,
    nodeName: '部门审批',
    type: 1,
    privileges: [],
    configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
    setType: 1,
    examineMode: 1,
    nodeUserList: [{ id: 'U1003', name: '李四' }],
    content: '李四',
    childNode: {
      id: `pv-${suffix}-c`,
      pid: `pv-${suffix}-a`,
      nodeName: '抄送人事',
      type: 2,
      privileges: [],
      setType: 1,
      nodeUserList: [{ id: 'U1004', name: '王五' }],
      content: '王五',
      childNode: null,
    },
  },
});

/** Border colour and name of every node card on the widest stage. */
export const drawnBorders = (page: Page) =>
  page.evaluate(() => {
    type Shape = { getAttr(name: string): unknown };
    type Stage = { find(selector: string): Shape[]; width(): number };
    const stage = (window as unknown as { Konva?: { stages: Stage[] } }).Konva?.stages.find(
      (candidate) => candidate.width() > 300,
    );
    const borders: Record<string, string> = {};
    for (const card of stage?.find('.flow-node') ?? [])
      borders[String(card.getAttr('nodeName'))] = String(card.getAttr('borderColor'));
    return borders;
  });

/**
 * What an exported JPEG shows, decoded by the page: its size, dark pixels, the top-left corner's colour, pixels in
 * the path green (#238551, the "add branch" pill's outline and text) and the leftmost drawn pixel below the title.
 */
export const exportedImage = async (page: Page, download: Download) => {
  const base64 = readFileSync(await download.path()).toString('base64');
  const decoded = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let [dark, green, left] = [0, 0, bitmap.width];
    for (let y = 0; y < bitmap.height; y += 1)
      for (let x = 0; x < bitmap.width; x += 1) {
        const at = (y * bitmap.width + x) * 4;
        const [r, g, b] = [pixels[at] ?? 255, pixels[at + 1] ?? 255, pixels[at + 2] ?? 255];
        if (r < 128) dark += 1;
        if (g - r > 60 && g - b > 30) green += 1;
        if (y > bitmap.height / 3 && Math.min(r, g, b) < 235) left = Math.min(left, x);
      }
    const corner = [pixels[0], pixels[1], pixels[2]];
    return { width: bitmap.width, height: bitmap.height, dark, green, left, corner };
  }, base64);
  if (!decoded) throw new Error('the exported image could not be decoded');
  return decoded;
};

/**
 * True when a pixel of the flow canvas within 3 px of the screen point `point` has colour `rgb` (a drawn outline
 * passing there), read from the canvas the stage draws on.
 */
export const isColourNear = (page: Page, point: { x: number; y: number }, rgb: [number, number, number]) =>
  page.evaluate(
    ({ point, rgb }) => {
      const canvas = [
        ...document.querySelectorAll<HTMLCanvasElement>('[data-testid="flow-canvas"] canvas'),
      ].find((candidate) => {
        const rect = candidate.getBoundingClientRect();
        return rect.left <= point.x && point.x <= rect.right && rect.top <= point.y && point.y <= rect.bottom;
      });
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return false;
      const rect = canvas.getBoundingClientRect();
      const ratio = canvas.width / rect.width;
      const reach = Math.ceil(3 * ratio);
      const x = Math.round((point.x - rect.left) * ratio) - reach;
      const y = Math.round((point.y - rect.top) * ratio) - reach;
      const pixels = context.getImageData(x, y, reach * 2 + 1, reach * 2 + 1).data;
      for (let at = 0; at < pixels.length; at += 4) {
        const distance = Math.abs((pixels[at] ?? 0) - rgb[0]) + Math.abs((pixels[at + 1] ?? 0) - rgb[1]);
        if (distance + Math.abs((pixels[at + 2] ?? 0) - rgb[2]) < 40) return true;
      }
      return false;
    },
    { point, rgb },
  );
