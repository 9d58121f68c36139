import fc from 'fast-check';
import { Run } from '../../engine/run.ts';
import { controlPlaneOutage } from './scenario.ts';
const random = fc.sample(fc.record({ v: fc.constantFrom('1-31','1-33','1-36'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }) }), { numRuns: 1500, seed: 7 });
random.forEach(({ v, picks }, i) => {
  const run = new Run(controlPlaneOutage); run.send(`cluster.start:${v}`);
  const toks: string[] = [`cluster.start:${v}`];
  for (const p of picks) { const o = run.available(); const e = o[p % o.length]; const tok = controlPlaneOutage.events.find(s=>s.type===e.type)?.param ? `${e.type}:${Object.values(e).slice(1).join('')}` : (e.type==='clock.advance'?`clock.advance:${e.seconds}`:e.type); toks.push(tok); console.error(i, toks.join(',')); run.send(e); }
});
console.log('done');
