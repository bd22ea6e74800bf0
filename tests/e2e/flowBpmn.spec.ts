import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, useEnglish } from './support';

/**
 * BPMN 2.0 in and out of the flow designer: a file written in Camunda Modeler's style imports with its report,
 * the flow exports as BPMN, and bpmn-js (the library behind Camunda's and Flowable's modelers) draws that export
 * with one shape per element.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useEnglish(page);
  await signIn(page, ACCOUNTS.admin);
});

const VIEWER = `${process.cwd()}/node_modules/bpmn-js/dist/bpmn-viewer.production.min.js`;

test('a Camunda-style BPMN file imports with its report, and bpmn-js draws our export of it', async ({
  page,
}) => {
  await page.goto('/workflow/flow-designer/new/flowDesign');
  await page.getByRole('button', { name: 'Import BPMN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a BPMN 2.0 file' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(`${process.cwd()}/tests/fixtures/bpmn/camunda_leave.bpmn`);
  await expect(dialog.getByLabel('BPMN 2.0 XML')).toHaveValue(/Camunda Modeler/);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const report = dialog.getByRole('region', { name: 'Import succeeded' });
  await expect(report.getByRole('list', { name: 'Left out (1)' })).toHaveText(
    'More than 3 days (Flow_long): The condition expression of flow Flow_long was not imported: set the branch conditions again',
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(page.getByRole('tree', { name: 'Flow outline' }).getByRole('treeitem')).toHaveText([
    'Initiator: Request submitted',
    'Approver: Manager approval',
    'Condition branch group: How many days?',
    'Condition: More than 3 days',
    'Approver: HR approval',
    'Condition: Otherwise',
    'Condition branch group: Parallel branch',
    'Parallel: parallel 1',
    'Approver: Finance check',
    'Parallel: parallel 2',
    'CC: Tell the team',
    'Merge: Merge',
  ]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export BPMN' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Untitled flow.bpmn');
  const xml = readFileSync((await download.path()) ?? '', 'utf8');

  // bpmn-js on a blank page of its own (the product's pages allow none but their own scripts)
  await page.goto('about:blank');
  await page.setContent('<div id="canvas" style="width: 1200px; height: 860px"></div>');
  await page.addScriptTag({ path: VIEWER });
  const drawn = await page.evaluate(async (text) => {
    type Element = { type: string; waypoints?: unknown };
    interface Viewer {
      importXML(xml: string): Promise<{ warnings: unknown[] }>;
      get(service: 'canvas'): { zoom(level: string): void };
      get(service: 'elementRegistry'): { getAll(): Element[] };
    }
    const BpmnJS = (window as unknown as { BpmnJS: new (options: object) => Viewer }).BpmnJS;
    const viewer = new BpmnJS({ container: '#canvas' });
    const { warnings } = await viewer.importXML(text);
    viewer.get('canvas').zoom('fit-viewport');
    const elements = viewer.get('elementRegistry').getAll();
    const shapes = elements.filter(
      (element) => !element.waypoints && !['label', 'bpmn:Process'].includes(element.type),
    );
    return { warnings: warnings.length, shapes: shapes.map((shape) => shape.type).sort() };
  }, xml);
  expect(drawn.warnings).toBe(0);
  expect(drawn.shapes).toEqual([
    'bpmn:EndEvent',
    'bpmn:ExclusiveGateway',
    'bpmn:ExclusiveGateway',
    'bpmn:ParallelGateway',
    'bpmn:ParallelGateway',
    'bpmn:SendTask',
    'bpmn:StartEvent',
    'bpmn:UserTask',
    'bpmn:UserTask',
    'bpmn:UserTask',
  ]);
  await expect(page.locator('#canvas .djs-shape:not([data-element-id$="_label"])')).toHaveCount(10);
  await expect(page.locator('#canvas .djs-connection')).toHaveCount(11);
});
