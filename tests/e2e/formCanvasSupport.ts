import type { Page } from '@playwright/test';

/** What the form canvas has drawn, read from its Konva stage (canvas shapes have no roles). */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  fill: string;
  /** Opacity the text is painted with (its own times its groups'). */
  opacity: number;
}

/** Every text the form canvas's stage draws right now, in stage coordinates. */
export const drawnTexts = (page: Page): Promise<DrawnText[]> =>
  page.evaluate(() => {
    type Node = {
      getClassName(): string;
      text(): string;
      absolutePosition(): { x: number; y: number };
      fill(): string;
      getAbsoluteOpacity(): number;
      isVisible(): boolean;
    };
    type Stage = { container(): HTMLElement; find(selector: string): Node[] };
    const host = document.querySelector('[data-testid="form-canvas"]');
    const stages = (window as unknown as { Konva?: { stages: Stage[] } }).Konva?.stages ?? [];
    const stage = stages.find((candidate) => host?.contains(candidate.container()));
    if (!stage) return [];
    return stage
      .find('Text')
      .filter((node) => node.isVisible())
      .map((node) => ({
        text: node.text(),
        ...node.absolutePosition(),
        fill: node.fill(),
        opacity: node.getAbsoluteOpacity(),
      }));
  });

/** Width of the input frame drawn around the placeholder `text` (the rectangle just left of it). */
export const frameWidthAround = (page: Page, text: string): Promise<number> =>
  page.evaluate((text) => {
    type Node = {
      getClassName(): string;
      text(): string;
      width(): number;
      getParent(): { getChildren(): Node[] } | null;
    };
    type Stage = { container(): HTMLElement; find(selector: string): Node[] };
    const host = document.querySelector('[data-testid="form-canvas"]');
    const stages = (window as unknown as { Konva?: { stages: Stage[] } }).Konva?.stages ?? [];
    const stage = stages.find((candidate) => host?.contains(candidate.container()));
    const label = stage?.find('Text').find((node) => node.text() === text);
    const frame = label
      ?.getParent()
      ?.getChildren()
      .find((node) => node.getClassName() === 'Rect');
    return frame ? frame.width() : -1;
  }, text);

/**
 * How many pixels of a colour (within a small tolerance) the canvas has painted in a stage rectangle: proof the
 * drawing reached the screen, not only the Konva tree.
 */
export const paintedPixels = (
  page: Page,
  area: { x: number; y: number; width: number; height: number },
  colour: [number, number, number],
): Promise<number> =>
  page.evaluate(
    ({ area, colour }) => {
      const host = document.querySelector('[data-testid="form-canvas"]');
      let count = 0;
      for (const canvas of Array.from(host?.querySelectorAll('canvas') ?? [])) {
        const context = canvas.getContext('2d');
        if (!context) continue;
        const ratio = canvas.width / (canvas.clientWidth || canvas.width);
        const data = context.getImageData(
          Math.round(area.x * ratio),
          Math.round(area.y * ratio),
          Math.max(1, Math.round(area.width * ratio)),
          Math.max(1, Math.round(area.height * ratio)),
        ).data;
        for (let index = 0; index < data.length; index += 4) {
          const isClose =
            Math.abs((data[index] ?? 0) - colour[0]) < 40 &&
            Math.abs((data[index + 1] ?? 0) - colour[1]) < 40 &&
            Math.abs((data[index + 2] ?? 0) - colour[2]) < 40 &&
            (data[index + 3] ?? 0) > 100;
          if (isClose) count += 1;
        }
      }
      return count;
    },
    { area, colour },
  );

/**
 * The columns (stage x, from the canvas's left edge) where the canvas painted in a stage rectangle: `text` is
 * near-black ink (labels), `frame` the light grey of input borders (not the blue selection outline). Read from
 * the painted canvases, not the Konva tree.
 */
export const inkColumns = (
  page: Page,
  area: { x: number; y: number; width: number; height: number },
  ink: 'text' | 'frame',
): Promise<number[]> =>
  page.evaluate(
    ({ area, ink }) => {
      const host = document.querySelector('[data-testid="form-canvas"]');
      const columns = new Set<number>();
      for (const canvas of Array.from(host?.querySelectorAll('canvas') ?? [])) {
        const context = canvas.getContext('2d');
        if (!context) continue;
        const ratio = canvas.width / (canvas.clientWidth || canvas.width);
        const width = Math.max(1, Math.round(area.width * ratio));
        const data = context.getImageData(
          Math.round(area.x * ratio),
          Math.round(area.y * ratio),
          width,
          Math.max(1, Math.round(area.height * ratio)),
        ).data;
        for (let index = 0; index < data.length; index += 4) {
          const [red, green, blue, alpha] = [0, 1, 2, 3].map((offset) => data[index + offset] ?? 0) as [
            number,
            number,
            number,
            number,
          ];
          const isGrey = Math.abs(red - green) < 12 && Math.abs(green - blue) < 12;
          const isInk =
            ink === 'text'
              ? isGrey && red < 120 && alpha > 150
              : isGrey && red > 150 && red < 246 && alpha > 30;
          if (isInk) columns.add(Math.floor(area.x + ((index / 4) % width) / ratio));
        }
      }
      return [...columns].sort((a, b) => a - b);
    },
    { area, ink },
  );
