/** BPMN 2.0 export of generated flows: schema-valid, and imported back equal to the flow exported. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportBpmn, importBpmn } from '@shared/flow/bpmn';
import { createModdle } from '@shared/flow/bpmn/bpmnModel';
import { fakeT } from '@shared/flow/testing';
import { flowTree } from './testing/randomFlows';

describe('BPMN round trip of generated flows', () => {
  it('exports without schema warnings and imports back equal', async () => {
    await fc.assert(
      fc.asyncProperty(flowTree, async (tree) => {
        const xml = await exportBpmn({ name: 'Generated', tree });
        expect((await createModdle().fromXML(xml)).warnings).toEqual([]);
        const back = await importBpmn(xml, { t: fakeT });
        expect(back.ok && back.tree).toEqual(tree);
        expect(back.ok && back.report.leftOut).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
