/**
 * `npm run bench:bpmn`: BPMN 2.0 export and import of a 1,000-node flow (issue 30 "the export time for a
 * 1,000-node flow"). The flow is the designer benchmarks' synthetic one (approvers, cc nodes and condition groups).
 * Prints the median and p95 of BENCH_RUNS (default 15) exports and imports after two warm-up runs, the XML size,
 * the element counts, and checks that the XML reads back through bpmn-moddle without a warning and imports equal.
 */
import { isDeepStrictEqual } from 'node:util';
import { exportBpmn, importBpmn } from '@shared/flow/bpmn';
import { createModdle } from '@shared/flow/bpmn/bpmnModel';
import { fakeT, testFactoryContext } from '@shared/flow/testing';
import { countNodes } from '@shared/flow/tree';
import { generateFlow } from '../../studio/flow/model/editor/generateFlow';
import { kb, median, percentile } from './benchKit';
import { loadAverage } from './loadAverage';

const SIZE = Number(process.env.BENCH_NODES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const timed = async <T>(work: () => Promise<T>) => {
  const samples: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const started = performance.now();
    last = await work();
    if (run >= 2) samples.push(performance.now() - started);
  }
  return { samples, last: last as T };
};

const tree = generateFlow(testFactoryContext(), SIZE);
const flow = { name: 'Bench flow', tree };
const exported = await timed(() => exportBpmn(flow));
const xml = exported.last;
const imported = await timed(() => importBpmn(xml, { t: fakeT }));
const back = imported.last;
const read = await createModdle().fromXML(xml);
const count = (pattern: RegExp) => xml.match(pattern)?.length ?? 0;

const checks = {
  'bpmn-moddle reads it without a warning': read.warnings.length === 0,
  'imports back equal': back.ok && isDeepStrictEqual(back.tree, tree),
  'nothing left out on import': back.ok && back.report.leftOut.length === 0,
};
const figure = (samples: number[]) =>
  `median ${median(samples).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms`;
console.log(`BPMN 2.0 of a ${countNodes(tree)}-node flow (${RUNS} runs each)`);
console.log(`  export: ${figure(exported.samples)}; ${kb(Buffer.byteLength(xml))} of XML`);
console.log(
  `  elements: ${count(/<bpmn:userTask /g)} user tasks, ${count(/<bpmn:(?:sendTask|serviceTask) /g)} send/service tasks, ${count(/<bpmn:(?:exclusiveGateway|parallelGateway|inclusiveGateway) /g)} gateways, ${count(/<bpmn:sequenceFlow /g)} sequence flows, ${count(/<bpmndi:BPMNShape /g)} shapes, ${count(/<bpmndi:BPMNEdge /g)} edges`,
);
console.log(`  import: ${figure(imported.samples)}`);
for (const [name, passed] of Object.entries(checks)) console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`  load average: ${loadAverage()}`);
process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
