import { readFileSync } from 'node:fs';
import { openDatabase } from '../../../apps/server/src/db/kysely.ts';
import { MAX_STREAMS_PER_USER } from '../../../apps/server/src/modules/user-notifications/notification-streams.ts';
import { bearer } from '../../../apps/server/src/test/access-tokens.ts';
import { buildUserRow } from '../../../apps/server/src/test/factories.ts';
import { withPortalDatabase } from '../../lib/portal-database.ts';
import { readNumber } from '../../lib/settings.ts';

/* What the notification-stream suite needs before it opens anything: its settings, enough file
 * descriptors, the users whose streams it opens and their access tokens. */

const STREAM_TENANT = 'acme';
/** Sends the notification every stream waits for (NOTIFICATIONS_ADMIN). */
export const STREAM_ADMIN = 'acme-admin';

export type TStreamBenchSettings = {
  /** Streams opened and held (BENCH_STREAM_CLIENTS). */
  clients: number;
  /** Streams of one user (BENCH_STREAMS_PER_USER): the server keeps at most MAX_STREAMS_PER_USER. */
  streamsPerUser: number;
};

export function loadStreamBenchSettings(environment: NodeJS.ProcessEnv = process.env): TStreamBenchSettings {
  const isPositiveInteger = (value: number): boolean => Number.isInteger(value) && value > 0;
  return {
    clients: readNumber(environment, 'BENCH_STREAM_CLIENTS', 1_000, isPositiveInteger, 'a positive whole number'),
    streamsPerUser: readNumber(
      environment,
      'BENCH_STREAMS_PER_USER',
      1,
      // More would make the server end a user's oldest stream: the count would measure that rule.
      (value) => isPositiveInteger(value) && value <= MAX_STREAMS_PER_USER,
      `a whole number from 1 to ${MAX_STREAMS_PER_USER} (the server's streams per user)`,
    ),
  };
}

/** bench-stream-0001, bench-stream-0002...: enough users for the clients at `streamsPerUser` each. */
export function streamUserCodes(settings: TStreamBenchSettings): string[] {
  const count = Math.ceil(settings.clients / settings.streamsPerUser);
  const width = String(count).length;
  return Array.from({ length: count }, (_, index) => `bench-stream-${String(index + 1).padStart(width, '0')}`);
}

// Sockets besides the streams: the database, the inspector, ticket calls, Node's own.
const DESCRIPTOR_MARGIN = 200;

/** The soft limit on open files of a process (/proc, Linux); null where it cannot be read. */
function openFileLimitOf(pid: number | 'self'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined ? null : soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

/**
 * Each stream is a socket in this process and one in the portal's: both must be allowed that many
 * open files, or connections would fail for a reason that is not the portal's.
 */
export function checkOpenFileLimits(clients: number, portalPid: number): void {
  const needed = clients + DESCRIPTOR_MARGIN;
  for (const [who, pid] of [
    ['the bench', 'self'],
    ['the portal', portalPid],
  ] as const) {
    const limit = openFileLimitOf(pid);
    if (limit === null) {
      console.error(`bench: notification-stream: cannot read the open-file limit of ${who}; assuming it is enough`);
    } else if (limit < needed) {
      throw new Error(
        `${who} may open ${limit} files, ${clients} streams need ${needed}: raise it (\`ulimit -n ${needed}\`) ` +
          'or lower BENCH_STREAM_CLIENTS',
      );
    }
  }
}

/** Inserts the stream users into the tenant (active, no roles), 200 rows per statement. */
export function insertStreamUsers(databasePath: string, userCodes: readonly string[]): Promise<void> {
  return withPortalDatabase(databasePath, async (db) => {
    for (let start = 0; start < userCodes.length; start += 200) {
      const rows = userCodes.slice(start, start + 200).map((userCode) => buildUserRow(STREAM_TENANT, userCode));
      await db.insertInto('users').values(rows).execute();
    }
  });
}

/**
 * The Authorization header of each user, a token minted as the portal's provider issues them (as
 * the search suite does: a thousand password sign-ins would take minutes and hit the rate limit).
 */
export async function mintAuthorizations(
  databasePath: string,
  userCodes: readonly string[],
): Promise<Map<string, Record<string, string>>> {
  const database = openDatabase({ dialect: 'sqlite', path: databasePath });
  try {
    const headers = new Map<string, Record<string, string>>();
    for (const userCode of userCodes) {
      headers.set(userCode, await bearer(database, STREAM_TENANT, userCode));
    }
    return headers;
  } finally {
    await database.destroy();
  }
}
