import type { Logger } from 'pino';

/**
 * What the process does with errors nobody handled. A stray rejected promise is logged and the
 * process keeps serving: one tenant's failing load (an unreachable identity provider) must not stop
 * every tenant, and a rejection leaves no state half-changed. An uncaught exception is logged as
 * fatal and the process exits (code 1), as Node does by default: it left a synchronous path midway,
 * so state may be inconsistent; the supervisor restarts it. The log is flushed first either way.
 */
export function keepRunningOnStrayRejections(log: Logger, output: { flushSync(): void }): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting');
    output.flushSync();
    process.exit(1);
  });
}
