/**
 * Clean-up tasks (stop a server, delete its database) that must run however the run ends: at the
 * end of a suite, after a thrown error, or on Ctrl-C.
 */
const pendingTasks = new Set<() => Promise<void>>();

/** Registers a task; returns a function that unregisters it (for when it already ran). */
export function deferCleanup(task: () => Promise<void>): () => void {
  pendingTasks.add(task);
  return () => {
    pendingTasks.delete(task);
  };
}

/** Runs every pending task once; one failing task does not stop the others. */
export async function runCleanups(): Promise<void> {
  const tasks = [...pendingTasks];
  pendingTasks.clear();
  const outcomes = await Promise.allSettled(tasks.map((task) => task()));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      console.error('bench: clean-up failed:', outcome.reason);
    }
  }
}

/** On Ctrl-C or SIGTERM: run the clean-ups, then exit with the conventional 128 + signal number. */
export function cleanUpOnSignals(): void {
  const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal} received, stopping the servers`);
      void runCleanups().finally(() => process.exit(exitCodes[signal]));
    });
  }
}
