import { describe, expect, it } from 'vitest';
import { workerCrashed } from './worker-crash.ts';

describe('workerCrashed', () => {
  it('knows a worker killed by a signal from a run whose tests failed', () => {
    expect(
      workerCrashed(
        'Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file a.test.ts',
      ),
    ).toBe(true);
    expect(workerCrashed('Worker exited unexpectedly with signal SIGSEGV')).toBe(true);
    expect(workerCrashed(' FAIL  server/test/a.test.ts > fails\nAssertionError: expected 1 to be 2')).toBe(
      false,
    );
    expect(workerCrashed('Tests  368 passed (368)')).toBe(false);
  });
});
