import fc from 'fast-check';
import { edges, leafStates } from '../../engine/machine-shape.ts';
import { Run } from '../../engine/run.ts';
import { controlPlaneOutage } from './scenario.ts';
import { timelines } from './timelines.ts';
const taken = new Map<string, Set<string>>(); const reached = new Map<string, Set<string>>();
const note = (run: Run) => { for (const i of run.instances) { if (!reached.has(i.type)) { reached.set(i.type, new Set()); taken.set(i.type, new Set()); } reached.get(i.type)!.add(run.world().state(i.id)); }
  for (const e of run.log) { taken.get(e.componentType)!.add(`${e.from} -> ${e.to}`); reached.get(e.componentType)!.add(e.from); reached.get(e.componentType)!.add(e.to); } };
for (const t of timelines) { const run = new Run(controlPlaneOutage); for (const s of t.steps) run.send(s.event); note(run); }
const t0 = performance.now();
const random = fc.sample(fc.record({ v: fc.constantFrom('1-31','1-33','1-36'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }) }), { numRuns: Number(process.argv[2] ?? 300), seed: 7 });
for (const { v, picks } of random) { const run = new Run(controlPlaneOutage); run.send(`cluster.start:${v}`); for (const p of picks) { const o = run.available(); run.send(o[p % o.length]); } note(run); }
console.log('ms', performance.now() - t0);
for (const c of controlPlaneOutage.components) {
  if (c.type === 'etcd-member') continue;
  const miss = leafStates(c.machine).filter((s) => !reached.get(c.type)?.has(s));
  const def = [...new Set(edges(c.machine).map((e) => `${e.from} -> ${e.to}`))].filter((e) => !taken.get(c.type)?.has(e));
  console.log(c.type, 'states missing:', miss.join(' '), '\n   transitions missing:', def.join(' | '));
}
