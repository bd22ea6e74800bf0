import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** A rule axe-core found broken: its id, how bad it is and the elements (a frame's element after its frame). */
export interface AxeViolation {
  rule: string;
  impact: string;
  targets: string[];
}

/** Where axe looks, as axe-core takes it: selectors, each a list (a frame's selector, then one inside it). */
export interface AxeContext {
  include?: string[][];
  exclude?: string[][];
}

/**
 * axe-core in a frame, put in once per document: a screen change inside the app keeps it, so a check runs the
 * rules only (putting its 650 kB in again on each check, in every frame and twice in the page, as
 * @axe-core/playwright does, took most of a check's time).
 */
const ensureAxe = async (frame: Frame) => {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
};

/** The rules one document breaks, its own frames left to their own check. */
const frameViolations = (frame: Frame, where: AxeContext) =>
  frame.evaluate(async (spec) => {
    const { axe: rules } = window as unknown as { axe: typeof axe };
    const result = await rules.run(spec as axe.ElementContext, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, where);

/**
 * Every rule broken on the page, with all of axe-core's rules on: the page, then each frame shown on it, checked
 * inside the frame itself. A child app's frame is sandboxed (an origin of its own), which axe's messages between
 * frames cannot reach: run from the page alone, axe only notes such a frame as not tested. A frame inside an
 * excluded part of the page is left out with it; a frame's findings name the frame first.
 */
export const axeViolations = async (page: Page, context: AxeContext = {}): Promise<AxeViolation[]> => {
  const exclude = context.exclude ?? [];
  await ensureAxe(page.mainFrame());
  const found = await frameViolations(
    page.mainFrame(),
    context.include ? { include: context.include, exclude } : { exclude },
  );
  for (const frame of page.frames().slice(1)) {
    const element = await frame.frameElement();
    const isShown =
      (await element.isVisible()) &&
      (await element.evaluate(
        (node, selectors) => !selectors.some(([selector]) => selector && (node as Element).closest(selector)),
        exclude,
      ));
    if (!isShown) continue;
    await ensureAxe(frame);
    const name = (await element.getAttribute('title')) ?? 'iframe';
    for (const violation of await frameViolations(frame, { exclude: [] }))
      found.push({ ...violation, targets: violation.targets.map((target) => `iframe[${name}] ${target}`) });
  }
  return found;
};

/** The serious and critical ones: what a person using an assistive technology cannot get past. */
export const seriousViolations = async (page: Page, context: AxeContext = {}) =>
  (await axeViolations(page, context)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
