// A Playwright reporter that ends the run with one line per spec file: its tests, their summed time,
// the slowest test, and the wall time of the whole run. It shows the next person where the time goes.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface SpecTime {
  tests: number;
  ms: number;
  slowest: { title: string; ms: number };
}

export default class SpecTimes implements Reporter {
  private specs = new Map<string, SpecTime>();
  private started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const s = this.specs.get(file) ?? { tests: 0, ms: 0, slowest: { title: '', ms: -1 } };
    s.tests++;
    s.ms += result.duration;
    if (result.duration > s.slowest.ms) s.slowest = { title: test.title, ms: result.duration };
    this.specs.set(file, s);
  }

  onEnd(result: FullResult): void {
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [...this.specs].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((n, [, s]) => n + s.ms, 0);
    console.log(`\nTime per spec (test time summed over workers; wall time ${secs(Date.now() - this.started)}, ${result.status}):`);
    for (const [file, s] of rows) {
      console.log(`  ${secs(s.ms).padStart(8)}  ${String(s.tests).padStart(3)} tests  ${file}  (slowest ${secs(s.slowest.ms)}: ${s.slowest.title.slice(0, 70)})`);
    }
    console.log(`  ${secs(total).padStart(8)}  in all`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
