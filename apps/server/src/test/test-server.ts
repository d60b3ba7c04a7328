import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { TDatabase } from '../db/kysely.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import type { TBlobStore } from '../lib/storage/blob-store.ts';
import { LocalFileStore } from '../lib/storage/local-file-store.ts';
import { sendRequest, type TTestRequest, type TTestResponse } from './http-client.ts';
import type { TNotificationBus } from '../modules/user-notifications/notification-bus.ts';
import type { TReportSources } from '../modules/reports/report-source.ts';
import type { TChangeSignal } from '../lib/change-signal.ts';
import { inject } from 'vitest';
import { createTestDatabase } from './test-database.ts';

export type TTestServer = {
  app: FastifyInstance;
  database: TDatabase;
  baseUrl: string;
  request: (path: string, options?: TTestRequest) => Promise<TTestResponse>;
  close: () => Promise<void>;
};

const silentLog = { info: () => {}, warn: () => {} };

export type TTestServerOptions = {
  /** Seed the demo tenants (default true). */
  seedDemo?: boolean;
  /** A built web app to serve; none by default (API only). */
  webDistDir?: string;
  /** Adds routes or hooks before the server starts listening (e.g. a route that fails on purpose). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Another server's database, to play a restart or a second node; it stays open on close. */
  database?: TDatabase;
  /** A fixed port (a restart on the same address); random by default. */
  port?: number;
  /** Build the app as in production (default false). */
  isProduction?: boolean;
  /** The media store; by default local files in a temporary folder removed on close. */
  mediaStore?: TBlobStore;
  /** The user-notification bus (several nodes sharing Redis); in process by default. */
  notificationBus?: TNotificationBus;
  /** Report sources instead of the modules' own (synthetic rows for the export job's tests). */
  reportSources?: TReportSources;
  /** Behind a trusted proxy: X-Forwarded-Proto/Host count (TRUST_PROXY=true); false by default. */
  trustProxy?: boolean;
  /** The tenant change signal (several nodes sharing Redis); in process by default. */
  tenantChanges?: TChangeSignal;
  /** An SMTP server for invitation emails; none by default (links are shown to the admin). */
  smtp?: { url: string; from: string };
  /** The bearer token of `/metrics`; none by default (no `/metrics`). */
  metricsToken?: string;
};

/** The real server on a fresh database, listening on a random loopback port. */
export async function startTestServer(options: TTestServerOptions = {}): Promise<TTestServer> {
  const shared = options.database;
  const seedDemo = options.seedDemo ?? true;
  // A demo database starts as a copy of the run's seeded template (when the project made one).
  const template = seedDemo ? inject('testDatabaseTemplate') : null;
  const database: TDatabase = shared ? { ...shared, destroy: async () => {} } : await createTestDatabase(template);
  if (!shared) {
    await prepareDatabase(database, { seedDemo, log: silentLog });
  }
  // Created by the store on the first write only: a server that stores nothing leaves nothing.
  const mediaDir = options.mediaStore ? null : join(tmpdir(), `portal-test-media-${randomUUID()}`);
  const removeMediaDir = () => {
    if (mediaDir) {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config: {
        logLevel: 'silent',
        isProduction: options.isProduction ?? false,
        webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
        trustProxy: options.trustProxy ?? false,
        ...(options.smtp ? { smtp: options.smtp } : {}),
        ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
      },
      database,
      mediaStore: options.mediaStore ?? new LocalFileStore(mediaDir ?? ''),
      ...(options.notificationBus ? { notificationBus: options.notificationBus } : {}),
      ...(options.reportSources ? { reportSources: options.reportSources } : {}),
      ...(options.tenantChanges ? { tenantChanges: options.tenantChanges } : {}),
    });
    await options.configure?.(app);
    await app.ready();
  } catch (error) {
    // A server that cannot start must not leave its database (a PostgreSQL schema) behind.
    await database.destroy();
    removeMediaDir();
    throw error;
  }
  const baseUrl = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    request: (path, requestOptions) => sendRequest(baseUrl, path, requestOptions),
    close: async () => {
      await app.close();
      removeMediaDir();
    },
  };
}
