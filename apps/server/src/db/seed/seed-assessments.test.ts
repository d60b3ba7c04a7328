import { QUESTION_KINDS, ZQuestionContentSchema, type TLearnerPath } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoAssessments } from './seed-assessments.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/*
 * The demo's Test and Trivia content (issue 16): two banks and three published sets per tenant,
 * the core-path set on the core paths (over a small library made here, as the paths need one).
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const tenantCode of ['acme', 'boreal']) {
    for (let index = 1; index <= 8; index += 1) {
      const title = `${tenantCode} lesson ${index}`;
      await createTestResource(
        server,
        tenantCode,
        webinarBody({
          texts: { en: { title, description: null }, 'fr-CA': { title: `${title} fr`, description: null } },
        }),
      );
    }
  }
  // The next start adds the paths, then puts the assessment set into them.
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

// The Test and Trivia content only: the skills seed (seed-skills.ts) adds acme's RATING bank and SKILL set.
async function contentOf(tenantCode: string) {
  const db = server.database.db;
  const skillBanks = db.selectFrom('question_banks').select('id').where('title_en', '=', 'Sales floor skills');
  const [banks, questions, sets, assignments] = await Promise.all([
    db
      .selectFrom('question_banks')
      .selectAll()
      .where('tenant_code', '=', tenantCode)
      .where('id', 'not in', skillBanks)
      .execute(),
    db
      .selectFrom('questions')
      .selectAll()
      .where('tenant_code', '=', tenantCode)
      .where('bank_id', 'not in', skillBanks)
      .execute(),
    db
      .selectFrom('assessment_sets')
      .selectAll()
      .where('tenant_code', '=', tenantCode)
      .where('kind', '=', 'ASSESSMENT')
      .orderBy('id')
      .execute(),
    db.selectFrom('assessment_set_assignments').selectAll().where('tenant_code', '=', tenantCode).execute(),
  ]);
  return { banks, questions, sets, assignments };
}

describe('demo assessment content', () => {
  it.each(['acme', 'boreal'])(
    'gives %s two banks of 30+ questions of every kind, in both languages, with feedback',
    async (tenantCode) => {
      const { banks, questions } = await contentOf(tenantCode);
      expect(banks).toHaveLength(2);
      expect(questions.length).toBeGreaterThanOrEqual(30);
      const contents = questions.map((row) => ZQuestionContentSchema.parse(JSON.parse(row.content)));
      // RATING rates a competency (issue 17): it lives in the skills seed's bank, not in these.
      expect(new Set(contents.map((content) => content.kind))).toEqual(
        new Set(QUESTION_KINDS.filter((kind) => kind !== 'RATING')),
      );
      for (const content of contents) {
        expect(content.stem.en).not.toBe('');
        expect(content.stem['fr-CA']).not.toBe('');
        expect(content.feedback.en).not.toBe('');
        expect(content.feedback['fr-CA']).not.toBe('');
        for (const option of content.options) {
          expect(option.text.en !== '' && option.text['fr-CA'] !== '').toBe(true);
        }
      }
    },
  );

  it.each(['acme', 'boreal'])(
    'publishes three sets for %s, assigned to everyone, found by search',
    async (tenantCode) => {
      const { sets, assignments } = await contentOf(tenantCode);
      expect(sets).toHaveLength(3);
      expect(sets.every((set) => set.status === 'PUBLISHED')).toBe(true);
      expect(sets.some((set) => set.time_limit_minutes === 10)).toBe(true);
      expect(sets.some((set) => set.attempts_allowed === 3 && set.pass_mark_percent === 70)).toBe(true);
      for (const set of sets) {
        // Everyone; the demo dashboards also date one set for two people (seed-dashboard.ts: overdue).
        const kinds = assignments.filter((row) => row.set_id === set.id).map((row) => row.target_kind);
        expect(kinds.filter((kind) => kind !== 'USER')).toEqual(['ALL']);
      }
      const documents = await server.database.db
        .selectFrom('search_documents')
        .select(['entity_id', 'locale'])
        .where('tenant_code', '=', tenantCode)
        .where('entity_kind', '=', 'ASSESSMENTSET')
        .execute();
      const setIds = new Set(sets.map((set) => String(set.id)));
      expect(documents.filter((document) => setIds.has(String(document.entity_id)))).toHaveLength(6);
    },
  );

  it('puts a set on each core path, where the demo learner opens it from the path', async () => {
    const { sets } = await contentOf('acme');
    const items = await server.database.db
      .selectFrom('learning_path_items as i')
      .innerJoin('learning_paths as p', (join) =>
        join.onRef('p.tenant_code', '=', 'i.tenant_code').onRef('p.id', '=', 'i.path_id'),
      )
      .select(['i.object_id', 'p.id as path_id'])
      .where('i.tenant_code', '=', 'acme')
      .where('i.object_kind', '=', 'ASSESSMENTSET')
      .where('p.is_core', '=', true)
      .execute();
    const corePaths = await server.database.db
      .selectFrom('learning_paths')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('is_core', '=', true)
      .execute();
    expect(corePaths.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.path_id))).toEqual(new Set(corePaths.map((path) => path.id)));
    const [setId] = [...new Set(items.map((item) => item.object_id))];
    expect(sets.some((set) => set.id === setId)).toBe(true);

    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const view = (await server.request('/api/corepath', { headers: learner })).json<{ returnValue: TLearnerPath }>();
    const item = view.returnValue.levels
      .flatMap((level) => level.modules.flatMap((module) => module.items))
      .find((candidate) => candidate.kind === 'ASSESSMENTSET');
    expect(item).toMatchObject({ url: `/assessment/${setId}`, isCompletable: false, state: 'available' });
  });

  it('adds nothing when run again', async () => {
    const before = await contentOf('acme');
    const itemsBefore = await server.database.db.selectFrom('learning_path_items').select('id').execute();
    await seedDemoAssessments(server.database.db);
    const after = await contentOf('acme');
    expect(after.questions).toHaveLength(before.questions.length);
    expect(after.sets).toHaveLength(before.sets.length);
    expect(await server.database.db.selectFrom('learning_path_items').select('id').execute()).toHaveLength(
      itemsBefore.length,
    );
  });
});
