/**
 * A vitest reporter for CI that names the test a worker is stuck in. Vitest's timeouts are timers
 * in the worker, so a worker whose event loop never comes back (a synchronous loop, a promise
 * chain that never yields) runs forever and the default reporter prints nothing about it. This
 * reporter lives in the main process: every minute it prints each test file running for longer
 * than STUCK_AFTER_MS, with the test it started last.
 * @example npx vitest run --reporter=default --reporter=./scripts/stuck-test-reporter.ts
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';

const STUCK_AFTER_MS = 4 * 60_000;
const CHECK_EVERY_MS = 60_000;

interface Running {
  startedAt: number;
  lastTest?: string;
}

export default class StuckTestReporter implements Reporter {
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | undefined;

  private key(module: TestModule): string {
    return `${module.project.name} ${module.relativeModuleId}`;
  }

  onTestRunStart(): void {
    this.timer = setInterval(() => this.report(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(this.key(module), { startedAt: Date.now() });
  }

  onTestCaseReady(test: TestCase): void {
    const running = this.running.get(this.key(test.module));
    if (running) running.lastTest = test.fullName;
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(this.key(module));
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private report(): void {
    const now = Date.now();
    for (const [file, { startedAt, lastTest }] of this.running) {
      const seconds = Math.round((now - startedAt) / 1000);
      if (now - startedAt < STUCK_AFTER_MS) continue;
      process.stderr.write(`[stuck-test] ${file} has run for ${seconds} s; last test started: ${lastTest ?? '(collecting)'}\n`);
    }
  }
}
