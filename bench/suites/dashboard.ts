import { DASHBOARD_WIDGET_CODES, type TDashboardWidgetCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { DEMO_DASHBOARDS } from '../../apps/server/src/db/seed/seed-dashboard.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TLoadTarget, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * The dashboard (issue 18): every learner widget's `getdashboarddata` for the demo learner with
 * 1 000 assessment assignments (each a published set assigned to them, a third past due) and
 * 10 000 statements in the learning record over two years (views, completions and passes of the
 * library's resources and the sets, recent days included). Each at least 0.3 of the baseline's
 * req/s. Widget data is kept 10 s per person (or until their next statement): the calls as the page
 * makes them, one per widget.
 */

const LEARNER = 'learner@acme.test';
const LEARNER_CODE = 'acme-learner';
const ASSIGNMENTS = 1_000;
const STATEMENTS = 10_000;
const CHUNK = 500;
const DAY_MS = 86_400_000;
const LEARNER_WIDGETS: readonly TDashboardWidgetCode[] = DASHBOARD_WIDGET_CODES.filter(
  (code) => code !== 'EMPLOYEE_ASSESSMENT' && code !== 'TEAM_PROGRESS' && code !== 'HOME_SEARCH',
);

/** The demo seeds acme's widgets first, in DEMO_DASHBOARDS order: their ids are 1, 2, ... */
function widgetIdOf(code: TDashboardWidgetCode): number {
  return (DEMO_DASHBOARDS.acme ?? []).indexOf(code) + 1;
}

async function checkWidgetIds(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('dashboard_widgets')
    .select(['id', 'widget_code'])
    .where('tenant_code', '=', 'acme')
    .execute();
  for (const row of rows) {
    if (widgetIdOf(row.widget_code as TDashboardWidgetCode) !== row.id) {
      throw new Error(
        `acme's widget ${row.widget_code} is not id ${widgetIdOf(row.widget_code as TDashboardWidgetCode)}`,
      );
    }
  }
}

async function addAssignments(db: Kysely<Database>, now: number): Promise<number[]> {
  const setIds: number[] = [];
  const at = new Date(now - 60 * DAY_MS).toISOString();
  for (let offset = 0; offset < ASSIGNMENTS; offset += CHUNK) {
    const rows = await db
      .insertInto('assessment_sets')
      .values(
        Array.from({ length: Math.min(CHUNK, ASSIGNMENTS - offset) }, (_, index) => ({
          tenant_code: 'acme',
          title_en: `Bench assessment ${offset + index}`,
          title_fr: `Évaluation ${offset + index}`,
          description_en: '',
          description_fr: '',
          kind: 'ASSESSMENT',
          status: 'PUBLISHED',
          shuffle_questions: false,
          shuffle_options: false,
          time_limit_minutes: null,
          attempts_allowed: null,
          pass_mark_percent: 70,
          available_from: null,
          available_until: null,
          review_mode: 'SCORE',
          published_at: at,
          created_at: at,
          created_by: 'acme-admin',
          updated_at: at,
          updated_by: 'acme-admin',
        })),
      )
      .returning('id')
      .execute();
    setIds.push(...rows.map((row) => row.id));
  }
  for (let offset = 0; offset < setIds.length; offset += CHUNK) {
    await db
      .insertInto('assessment_set_assignments')
      .values(
        setIds.slice(offset, offset + CHUNK).map((setId, index) => ({
          tenant_code: 'acme',
          set_id: setId,
          target_kind: 'USER',
          target_code: LEARNER_CODE,
          // A third past due, the rest due within the next months.
          due_days: (offset + index) % 3 === 0 ? 30 : 90 + ((offset + index) % 60),
          assigned_at: at,
          assigned_by: 'acme-admin',
        })),
      )
      .execute();
  }
  return setIds;
}

async function addStatements(db: Kysely<Database>, setIds: readonly number[], now: number): Promise<void> {
  const resources = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('status', '=', 'PUBLISHED')
    .execute();
  if (resources.length === 0) {
    throw new Error('acme has no published resource: is the demo library seeded?');
  }
  const random = createRandom('dashboard');
  const verbs = ['viewed', 'viewed', 'completed', 'passed'] as const;
  const iris = {
    viewed: 'http://id.tincanapi.com/verb/viewed',
    completed: 'http://adlnet.gov/expapi/verbs/completed',
    passed: 'http://adlnet.gov/expapi/verbs/passed',
  } as const;
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < STATEMENTS; offset += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, STATEMENTS - offset) }, (_, index) => {
        const n = offset + index;
        const verb = random.pick(verbs);
        const isSet = verb === 'passed';
        // Two years back to now; the latest ones close together (a streak, this month's counts).
        const age = n < 200 ? n * 0.1 * DAY_MS : random.integer(0, 730) * DAY_MS;
        return {
          tenant_code: 'acme',
          actor_user_code: LEARNER_CODE,
          verb,
          verb_iri: iris[verb],
          object_kind: isSet ? 'ASSESSMENTSET' : 'RESOURCE',
          object_id: String(isSet ? random.pick(setIds) : random.pick(resources).id),
          result: null,
          context: null,
          timestamp: new Date(now - age).toISOString(),
          idempotency_key: `bench:dashboard:${n}`,
        };
      });
      await trx.insertInto('learning_statements').values(rows).execute();
    }
  });
}

async function setUp(portal: TPortalHandle): Promise<void> {
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, async (db) => {
    await checkWidgetIds(db);
    const now = Date.now();
    const setIds = await addAssignments(db, now);
    await addStatements(db, setIds, now);
  });
}

function widgetTarget(code: TDashboardWidgetCode): TLoadTarget {
  return {
    name: `${code.toLowerCase().replaceAll('_', '-')}-1k-assignments-10k-statements`,
    path: `/api/tenant/getdashboarddata?dashBoardWidgetId=${widgetIdOf(code)}`,
    headers: { host: ACME_HOST, 'content-type': 'application/json' },
    body: { locale: 'en' },
    prepareHeaders: authorizationOf(LEARNER),
    minRatio: 0.3,
  };
}

export const dashboardSuite: TBenchSuite = {
  name: 'dashboard',
  description: 'Every learner widget of a learner with 1 000 assessment assignments and 10 000 record statements',
  setUp,
  targets: [
    {
      name: 'dashboard-widgets',
      path: '/api/tenant/dashboardWidgets',
      headers: { host: ACME_HOST },
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
    ...LEARNER_WIDGETS.map(widgetTarget),
  ],
};
