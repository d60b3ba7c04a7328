import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createBlobStore } from './lib/storage/create-blob-store.ts';
import { createAsyncStdout, createLogger } from './lib/logger.ts';
import { describePortalAddresses, findTenantHosts } from './lib/portal-addresses.ts';
import { keepRunningOnStrayRejections } from './lib/process-safety.ts';
import { openDatabase } from './db/kysely.ts';
import { prepareDatabase } from './db/prepare-database.ts';

const config = loadConfig();
// Log lines leave the request path: written asynchronously, flushed before every exit below.
const logOutput = createAsyncStdout();
const log = createLogger(config.logLevel, logOutput);
keepRunningOnStrayRejections(log, logOutput);
const database = openDatabase(config.database);
// One media store for the demo seed (generated files) and the app.
const mediaStore = createBlobStore(config.media);

// Start-up order: migrate (and seed) the database, build the app on it, then listen.
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  await prepareDatabase(database, { seedDemo: config.seedDemo, log, mediaStore });
  app = await buildApp({ config, database, mediaStore, logger: log });
  // The bare bound address names no tenant: the line names each tenant's address instead (once).
  const tenantHosts = await findTenantHosts(database.db);
  let isNamed = false;
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => {
      const text = isNamed ? `portal also bound to ${address}` : describePortalAddresses(tenantHosts, address);
      isNamed = true;
      return text;
    },
  });
} catch (error) {
  log.fatal({ err: error }, 'portal failed to start');
  await database.destroy();
  logOutput.flushSync();
  process.exit(1);
}

// Graceful shutdown: stop accepting, let in-flight requests finish (new ones get 503), close the database.
let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (isClosing) {
      return;
    }
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const exit = (code: number) => {
      logOutput.flushSync();
      process.exit(code);
    };
    const forceExit = setTimeout(() => exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  });
}
