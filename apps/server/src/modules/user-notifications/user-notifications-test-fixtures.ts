import { request as httpRequest, type ClientRequest } from 'node:http';
import type { TCreateUserNotificationRequest, TCreateUserNotificationResponse } from '@portal/contracts';
import type { TDatabase } from '../../db/kysely.ts';
import { readEventBlocks } from '../../test/event-stream.ts';
import { buildUserRow } from '../../test/factories.ts';
import type { TTestServer } from '../../test/test-server.ts';

/* Test helpers of the user-notification tests (not a test file itself). */

export type TStreamEvent = { event: string; data: unknown };

export type TEventStreamClient = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body of an answer that is not a stream (a problem). */
  text: string;
  /** The next event (comments and `retry:` skipped); rejects after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<TStreamEvent>;
  /** Resolves when no event came within `ms`; rejects with the event otherwise. */
  expectQuiet: (ms: number) => Promise<void>;
  /** Whether the server has ended the stream. */
  hasEnded: () => boolean;
  close: () => void;
};

/** A real HTTP connection to a stream (what EventSource does), reading events as they come. */
export function openEventStream(baseUrl: string, path: string, host: string): Promise<TEventStreamClient> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const queue: TStreamEvent[] = [];
    const waiters: ((event: TStreamEvent) => void)[] = [];
    let outgoing: ClientRequest | null = null;

    function push(event: TStreamEvent): void {
      const waiter = waiters.shift();
      if (waiter) {
        waiter(event);
      } else {
        queue.push(event);
      }
    }

    function next(timeoutMs = 5_000): Promise<TStreamEvent> {
      const queued = queue.shift();
      if (queued) {
        return Promise.resolve(queued);
      }
      return new Promise((resolveEvent, rejectEvent) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(onEvent), 1);
          rejectEvent(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (event: TStreamEvent) => {
          clearTimeout(timer);
          resolveEvent(event);
        };
        waiters.push(onEvent);
      });
    }

    outgoing = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        headers: { host, accept: 'text/event-stream' },
      },
      (incoming) => {
        incoming.setEncoding('utf8');
        let hasEnded = false;
        incoming.on('end', () => {
          hasEnded = true;
        });
        const client: TEventStreamClient = {
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: '',
          next,
          expectQuiet: (ms) =>
            next(ms).then(
              (event) => Promise.reject(new Error(`unexpected event ${JSON.stringify(event)}`)),
              () => undefined,
            ),
          hasEnded: () => hasEnded,
          close: () => outgoing?.destroy(),
        };
        if (client.status !== 200) {
          incoming.on('data', (chunk: string) => {
            client.text += chunk;
          });
          incoming.on('end', () => resolve(client));
          return;
        }
        readEventBlocks(incoming, (event, data) => {
          if (data !== null) {
            push({ event, data: JSON.parse(data) });
          }
        });
        incoming.on('error', () => {});
        resolve(client);
      },
    );
    outgoing.on('error', (error) => {
      // A connection the test closed on purpose is not a failure.
      if (!outgoing?.destroyed) {
        reject(error);
      }
    });
    outgoing.end();
  });
}

/** Creates a notification as an administrator; answers the created id and recipient count. */
export async function createNotificationAs(
  server: Pick<TTestServer, 'request'>,
  headers: Record<string, string>,
  body: TCreateUserNotificationRequest,
  host = 'acme.localhost',
): Promise<TCreateUserNotificationResponse['returnValue']> {
  const response = await server.request('/api/user-notification/admin', { method: 'POST', host, headers, body });
  if (response.status !== 200) {
    throw new Error(`create answered ${response.status}: ${response.text}`);
  }
  return response.json<TCreateUserNotificationResponse>().returnValue;
}

/** Inserts users of the tenant (active unless told); answers their ids by userCode. */
export async function insertUsers(
  database: TDatabase,
  tenantCode: string,
  userCodes: readonly string[],
  status = 'ACTIVE',
): Promise<Map<string, number>> {
  const rows = await database.db
    .insertInto('users')
    .values(userCodes.map((userCode) => buildUserRow(tenantCode, userCode, { status })))
    .returning(['id', 'user_code'])
    .execute();
  return new Map(rows.map((row) => [row.user_code, row.id]));
}

/** A role of the tenant (no permissions); answers its id. */
export async function insertRole(database: TDatabase, tenantCode: string, name: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await database.db
    .insertInto('roles')
    .values({ tenant_code: tenantCode, name, description: null, status: 'Active', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A group of the tenant with these members and roles; answers its id. */
export async function insertGroup(
  database: TDatabase,
  tenantCode: string,
  name: string,
  members: { userIds: readonly number[]; roleIds: readonly number[]; status?: string },
): Promise<number> {
  const group = await database.db
    .insertInto('user_groups')
    .values({ tenant_code: tenantCode, name, description: null, status: members.status ?? 'ACTIVE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (members.userIds.length > 0) {
    await database.db
      .insertInto('group_members')
      .values(members.userIds.map((userId) => ({ tenant_code: tenantCode, group_id: group.id, user_id: userId })))
      .execute();
  }
  if (members.roleIds.length > 0) {
    await database.db
      .insertInto('group_roles')
      .values(members.roleIds.map((roleId) => ({ tenant_code: tenantCode, group_id: group.id, role_id: roleId })))
      .execute();
  }
  return group.id;
}

/** Who received a notification, sorted. */
export async function recipientsOf(database: TDatabase, tenantCode: string, notificationId: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('user_notification_recipients')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('notification_id', '=', notificationId)
    .orderBy('user_code')
    .execute();
  return rows.map((row) => row.user_code);
}
