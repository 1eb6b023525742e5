// Node's V8 sometimes aborts a process that creates and frees many WebAssembly instances (PGlite), with
// "Check failed: jit_page_->allocations_.erase(addr) == 1" (nodejs/node#64500, open): a Vitest worker then dies
// by a signal in the middle of a file, with no verdict on the tests it had left. Such a run is run once more, whole;
// a failing test, or a second crash, still fails.

const CRASH = /Worker exited unexpectedly with signal SIG(TRAP|SEGV|ABRT|ILL)/;

/** Whether a Vitest run's output says a worker was killed by a signal rather than a test failing. */
export function workerCrashed(output: string): boolean {
  return CRASH.test(output);
}
