import { ZHealthResponseSchema, ZProblemSchema, ZReadyResponseSchema, type TDependencyState } from '@portal/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { TBlobStore } from '../../lib/storage/blob-store.ts';
import { PUBLIC } from '../../plugins/route-access.ts';

/** How long a probe of the file store is trusted: balancers ask every second or so. */
const STORAGE_PROBE_MS = 5_000;
/** The longest a readiness call waits for a probe; then the last probe's answer stands. */
const PROBE_WAIT_MS = 500;
// A key no upload ever has: asking for it reaches the store and finds nothing.
const PROBE_KEY = 'health/readiness-probe';

export type THealthRoutesOptions = {
  mediaStore: TBlobStore;
  /** Whether the notification fan-out across nodes is live; undefined with no Redis (one node). */
  isFanOutLive?: (() => boolean) | undefined;
};

/** Liveness (the process answers) and readiness (the database answers; the other dependencies reported). */
export const healthRoutes: FastifyPluginAsyncZod<THealthRoutesOptions> = async (app, { mediaStore, isFanOutLive }) => {
  // The file store is probed at most every few seconds, and readiness never waits on it for long:
  // a store that hangs must not make the balancer's check time out and take the node out.
  let storageProbe: { at: number; isUp: Promise<boolean> } | null = null;
  let wasStorageUp = true;
  const isStorageUp = async (): Promise<boolean> => {
    if (!storageProbe || Date.now() - storageProbe.at > STORAGE_PROBE_MS) {
      const isUp = mediaStore.stat(PROBE_KEY).then(
        () => true,
        () => false,
      );
      void isUp.then((answer) => {
        wasStorageUp = answer;
      });
      storageProbe = { at: Date.now(), isUp };
    }
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(wasStorageUp), PROBE_WAIT_MS).unref());
    return Promise.race([storageProbe.isUp, waited]);
  };

  app.get(
    '/api/health',
    {
      config: { access: PUBLIC },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: ZHealthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers; the file store and the fan-out are reported',
        response: { 200: ZReadyResponseSchema, 503: ZProblemSchema },
      },
    },
    async (request) => {
      const storage = isStorageUp();
      try {
        await sql`select 1`.execute(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new AppError('service_unavailable', 'The database is not reachable.');
      }
      const fanOut: TDependencyState = isFanOutLive === undefined ? 'none' : isFanOutLive() ? 'up' : 'down';
      return {
        status: 'ready' as const,
        database: app.database.dialect,
        dependencies: { storage: (await storage) ? ('up' as const) : ('down' as const), fanOut },
      };
    },
  );
};
