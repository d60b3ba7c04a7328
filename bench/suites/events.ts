import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { httpGet } from '../lib/http-get.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * Events (issue 19): the learner's events list (first page of upcoming sessions, with seats, the
 * waiting list's size and their own registration) and one month of the calendar, for a tenant
 * with 10 000 events over two years (half past, half upcoming), one session each: most for
 * everyone, one in ten for a job role (half of them the learner's), some drafts, and registrations
 * of the learner on one in fifty. Each at least 0.3 of the baseline's req/s.
 */

const LEARNER = 'learner@acme.test';
const LEARNER_CODE = 'acme-learner';
const EVENTS = 10_000;
const CHUNK = 500;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;

async function addEvents(db: Kysely<Database>): Promise<void> {
  const random = createRandom('events');
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  for (let offset = 0; offset < EVENTS; offset += CHUNK) {
    const count = Math.min(CHUNK, EVENTS - offset);
    await db.transaction().execute(async (trx) => {
      const events = await trx
        .insertInto('events')
        .values(
          Array.from({ length: count }, (_, index) => {
            const n = offset + index;
            return {
              tenant_code: 'acme',
              title_en: `Bench event ${n}`,
              title_fr: `Événement ${n}`,
              description_en: `A bench session number ${n}, with a description long enough to be summarised in the list.`,
              description_fr: `Une séance de banc d’essai numéro ${n}, avec une description assez longue pour être résumée.`,
              cover_media_id: null,
              category_id: null,
              time_zone: 'America/Toronto',
              status: n % 25 === 0 ? 'DRAFT' : 'PUBLISHED',
              published_at: stamp,
              created_at: stamp,
              created_by: 'acme-admin',
              updated_at: stamp,
              updated_by: 'acme-admin',
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('event_audiences')
        .values(
          events.map(({ id }, index) => {
            const n = offset + index;
            const [kind, code] =
              n % 10 === 0 ? ['JOB_ROLE', n % 20 === 0 ? 'SALES_ASSOCIATE' : 'STORE_MANAGER'] : ['ALL', ''];
            return {
              tenant_code: 'acme',
              event_id: id,
              target_kind: kind,
              target_code: code,
              audience_key: `${kind}:${code}`,
            };
          }),
        )
        .execute();
      const sessions = await trx
        .insertInto('event_sessions')
        .values(
          events.map(({ id }) => {
            const start =
              now + (random.integer(0, SPAN_DAYS) - SPAN_DAYS / 2) * DAY_MS + random.integer(8, 18) * 3_600_000;
            const capacity = random.integer(5, 40);
            return {
              tenant_code: 'acme',
              event_id: id,
              starts_at: new Date(start).toISOString(),
              ends_at: new Date(start + 2 * 3_600_000).toISOString(),
              registration_deadline: new Date(start).toISOString(),
              mode: 'IN_PERSON',
              place: 'Store 12',
              online_url: null,
              capacity,
              seated_count: random.integer(0, capacity),
              waiting_seq: 0,
              status: 'SCHEDULED',
              cancelled_at: null,
              reminder_sent_at: null,
              created_at: stamp,
              updated_at: stamp,
            };
          }),
        )
        .returning(['id', 'event_id'])
        .execute();
      const mine = sessions.filter((_, index) => (offset + index) % 50 === 1);
      if (mine.length > 0) {
        await trx
          .insertInto('event_registrations')
          .values(
            mine.map((session) => ({
              tenant_code: 'acme',
              session_id: session.id,
              event_id: session.event_id,
              user_code: LEARNER_CODE,
              status: 'SEATED',
              waiting_order: null,
              registered_at: stamp,
              seated_at: stamp,
              attendance: null,
              attendance_at: null,
              attendance_by: null,
            })),
          )
          .execute();
      }
    });
  }
}

async function setUp(portal: TPortalHandle): Promise<void> {
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, addEvents);
  await checkAnswers(portal);
}

/** The targets answer the learner a full page of their sessions (not an empty or refused list). */
async function checkAnswers(portal: TPortalHandle): Promise<void> {
  const headers = { host: ACME_HOST, ...(await authorizationOf(LEARNER)(portal)) };
  for (const { path, least } of [
    { path: UPCOMING_PATH, least: 16 },
    { path: MONTH_PATH, least: 100 },
  ]) {
    const answer = await httpGet(`${portal.baseUrl}${path}`, headers, 30_000);
    const items = answer.status === 200 ? (JSON.parse(answer.body) as { result: unknown[] }).result.length : 0;
    if (items < least) {
      throw new Error(`events: ${path} answered ${answer.status} with ${items} sessions (${least} expected)`);
    }
  }
}

// Chromium's Accept-Encoding: the answers travel compressed, as they do to the page.
const BROWSER_HEADERS = { host: ACME_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

function monthRange(): string {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
}

const UPCOMING_PATH = '/api/events?view=upcoming&locale=en';
const MONTH_PATH = `/api/events?view=all&${monthRange()}&pageSize=100&locale=en`;

export const eventsSuite: TBenchSuite = {
  name: 'events',
  description: 'The learner’s events list and month calendar over 10 000 events',
  setUp,
  targets: [
    {
      name: 'upcoming-list-10k-events',
      path: UPCOMING_PATH,
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
    {
      name: 'month-calendar-10k-events',
      path: MONTH_PATH,
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
  ],
};
