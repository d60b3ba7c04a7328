import { combineEvidence, skillLevelToScaled, SkillRules, ZQuestionContentSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillAssessmentsOfUsers } from '../../modules/assessment-attempts/skill-assessment-status.ts';
import { scaleOf } from '../../modules/competencies/competency-framework.service.ts';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';
import { seedDemoSkills } from './seed-skills.ts';
import { DEMO_SKILL_FRAMEWORKS, DEMO_SKILL_SET } from './skill-catalogue.ts';

/*
 * The demo's skills (issue 17): frameworks, scales, targets and tags per tenant, acme's skill
 * self-assessment for the sales role, and the ratings of acme's sales team. The test demo has no
 * library: a few resources with the catalogue's titles are made here, and the next start tags them.
 */

let server: TTestServer;
const TAGGED_TITLES = ['Welcoming every customer', 'Handling difficult customers', 'Coaching conversations that work'];

beforeAll(async () => {
  server = await startTestServer();
  for (const title of TAGGED_TITLES) {
    await createTestResource(
      server,
      'acme',
      webinarBody({
        texts: { en: { title, description: null }, 'fr-CA': { title: `${title} (fr)`, description: null } },
      }),
    );
  }
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

async function frameworkOf(tenantCode: string) {
  return server.database.db.selectFrom('competencies').selectAll().where('tenant_code', '=', tenantCode).execute();
}

async function idsByCode(tenantCode: string): Promise<Map<string, number>> {
  return new Map((await frameworkOf(tenantCode)).map((row) => [row.code, row.id]));
}

async function ratingsOf(userCode: string) {
  const rows = await server.database.db
    .selectFrom('learning_statements')
    .select(['object_id', 'result', 'context', 'timestamp'])
    .where('tenant_code', '=', 'acme')
    .where('actor_user_code', '=', userCode)
    .where('verb', '=', 'rated')
    .where('object_kind', '=', 'COMPETENCY')
    .execute();
  return rows.map((row) => ({
    competencyId: Number(row.object_id),
    result: JSON.parse(row.result ?? '{}') as { scoreScaled: number; scoreRaw: number },
    context: JSON.parse(row.context ?? '{}') as {
      source: string;
      raterUserCode?: string;
      reason?: string;
      setId?: number;
    },
    at: row.timestamp,
  }));
}

describe('demo competency frameworks', () => {
  it.each(['acme', 'boreal'])(
    'gives %s at least 4 parents and 16 children, named and described in both languages',
    async (tenantCode) => {
      const rows = await frameworkOf(tenantCode);
      const parents = rows.filter((row) => row.parent_id === null);
      const children = rows.filter((row) => row.parent_id !== null);
      expect(parents.length).toBeGreaterThanOrEqual(4);
      expect(children.length).toBeGreaterThanOrEqual(16);
      const parentIds = new Set(parents.map((row) => row.id));
      for (const row of rows) {
        expect(row.name_en, row.code).not.toBe('');
        expect(row.name_fr, row.code).not.toBe('');
        expect(row.description_en, row.code).not.toBe('');
        expect(row.description_fr, row.code).not.toBe('');
        if (row.parent_id !== null) {
          expect(parentIds.has(row.parent_id), `${row.code}: two levels only`).toBe(true);
        }
      }
    },
  );

  it('keeps the default scale for acme and gives boreal its own four levels', async () => {
    const db = server.database.db;
    expect((await scaleOf(db, 'acme')).map((level) => level.name.en)).toEqual([
      'Novice',
      'Developing',
      'Proficient',
      'Advanced',
      'Expert',
    ]);
    const boreal = await scaleOf(db, 'boreal');
    expect(boreal.map((level) => level.name['fr-CA'])).toEqual(['Initié', 'Fonctionnel', 'Autonome', 'Référence']);
    expect(boreal.every((level) => level.description.en !== '' && level.description['fr-CA'] !== '')).toBe(true);
  });

  it.each(['acme', 'boreal'])('sets targets within the scale for every job role of %s', async (tenantCode) => {
    const db = server.database.db;
    const [roles, targets, scale] = await Promise.all([
      db.selectFrom('job_roles').select('code').where('tenant_code', '=', tenantCode).execute(),
      db.selectFrom('competency_targets').selectAll().where('tenant_code', '=', tenantCode).execute(),
      scaleOf(db, tenantCode),
    ]);
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      const ofRole = targets.filter((target) => target.job_role_code === role.code);
      expect(ofRole.length, role.code).toBeGreaterThanOrEqual(3);
    }
    expect(targets.every((target) => target.target_level >= 1 && target.target_level <= scale.length)).toBe(true);
  });

  it('tags the library resources it finds by title once the library exists, and only once', async () => {
    const db = server.database.db;
    const tags = () =>
      db
        .selectFrom('competency_tags')
        .selectAll()
        .where('tenant_code', '=', 'acme')
        .where('object_kind', '=', 'RESOURCE')
        .execute();
    const resources = await db
      .selectFrom('resources')
      .select(['id', 'title_en'])
      .where('tenant_code', '=', 'acme')
      .where('title_en', 'in', TAGGED_TITLES)
      .execute();
    const tagged = await tags();
    const ids = await idsByCode('acme');
    const expected = DEMO_SKILL_FRAMEWORKS.acme?.tags.filter((tag) => TAGGED_TITLES.includes(tag.titleEn)) ?? [];
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(
      tagged
        .map((tag) => ({ objectId: tag.object_id, competencyId: tag.competency_id, level: tag.level }))
        .sort((left, right) => left.objectId - right.objectId || left.competencyId - right.competencyId),
    ).toEqual(
      expected
        .map((tag) => ({
          objectId: resources.find((resource) => resource.title_en === tag.titleEn)?.id,
          competencyId: ids.get(tag.competency),
          level: tag.level,
        }))
        .sort(
          (left, right) =>
            (left.objectId ?? 0) - (right.objectId ?? 0) || (left.competencyId ?? 0) - (right.competencyId ?? 0),
        ),
    );
    await seedDemoSkills(db);
    expect(await tags()).toHaveLength(tagged.length);
  });
});

describe("acme's skill self-assessment", () => {
  it('is a published SKILL set of one RATING question per sales competency, valid 180 days, for the sales role', async () => {
    const db = server.database.db;
    const set = await db
      .selectFrom('assessment_sets')
      .selectAll()
      .where('tenant_code', '=', 'acme')
      .where('title_en', '=', 'Skills self-assessment')
      .executeTakeFirstOrThrow();
    expect(set).toMatchObject({
      kind: 'SKILL',
      status: 'PUBLISHED',
      validity_days: 180,
      title_fr: 'Autoévaluation des compétences',
    });
    const assignments = await db
      .selectFrom('assessment_set_assignments')
      .selectAll()
      .where('set_id', '=', set.id)
      .execute();
    expect(assignments.map((row) => [row.target_kind, row.target_code])).toEqual([['JOB_ROLE', 'SALES_ASSOCIATE']]);
    const banks = await db.selectFrom('assessment_set_banks').selectAll().where('set_id', '=', set.id).execute();
    expect(banks).toHaveLength(1);
    const questions = await db
      .selectFrom('questions')
      .selectAll()
      .where('bank_id', '=', banks[0]?.bank_id ?? 0)
      .execute();
    expect(questions).toHaveLength(8);
    expect(banks[0]?.draw_count).toBe(8);
    const targets = await db
      .selectFrom('competency_targets')
      .select('competency_id')
      .where('tenant_code', '=', 'acme')
      .where('job_role_code', '=', 'SALES_ASSOCIATE')
      .execute();
    const targeted = new Set(targets.map((row) => row.competency_id));
    const rated = questions.map((row) => ZQuestionContentSchema.parse(JSON.parse(row.content)));
    expect(rated.every((content) => content.kind === 'RATING' && content.options.length === 0)).toBe(true);
    expect(rated.every((content) => content.competencyId !== null && targeted.has(content.competencyId))).toBe(true);
    expect(new Set(rated.map((content) => content.competencyId)).size).toBe(8);
    expect(rated.every((content) => content.stem.en.startsWith('How would you rate yourself in '))).toBe(true);
  });

  it('is pending, not completed, for acme-learner and acme-newhire (and for the sales team)', async () => {
    const statuses = await skillAssessmentsOfUsers(
      server.database.db,
      'acme',
      ['acme-learner', 'acme-newhire', 'acme-sam', 'acme-riley', 'acme-manager'],
      'en',
    );
    for (const userCode of ['acme-learner', 'acme-newhire', 'acme-sam', 'acme-riley']) {
      expect(statuses.get(userCode), userCode).toEqual([
        expect.objectContaining({ title: DEMO_SKILL_SET.title.en, isComplete: false, isExpired: false }),
      ]);
    }
    expect(statuses.get('acme-manager')).toEqual([]);
  });
});

describe("acme's sales team ratings", () => {
  it('adds acme-sam and acme-riley to acme-manager’s team, in the sales role', async () => {
    const users = await server.database.db
      .selectFrom('users')
      .select(['user_code', 'manager_user_code', 'job_role_code'])
      .where('tenant_code', '=', 'acme')
      .where('user_code', 'in', ['acme-sam', 'acme-riley'])
      .orderBy('user_code')
      .execute();
    expect(users).toEqual([
      { user_code: 'acme-riley', manager_user_code: 'acme-manager', job_role_code: 'SALES_ASSOCIATE' },
      { user_code: 'acme-sam', manager_user_code: 'acme-manager', job_role_code: 'SALES_ASSOCIATE' },
    ]);
  });

  it('records self ratings on several dates and a test rating for acme-sam, far apart on complaints', async () => {
    const ids = await idsByCode('acme');
    const ratings = await ratingsOf('acme-sam');
    const self = ratings.filter((rating) => rating.context.source === 'SELF');
    expect(new Set(self.map((rating) => rating.at.slice(0, 10))).size).toBeGreaterThanOrEqual(2);
    expect(self.every((rating) => rating.context.raterUserCode === 'acme-sam')).toBe(true);
    const complaints = ratings.filter((rating) => rating.competencyId === ids.get('COMPLAINT_HANDLING'));
    const latestSelf = complaints
      .filter((rating) => rating.context.source === 'SELF')
      .sort((left, right) => right.at.localeCompare(left.at))[0];
    const test = complaints.find((rating) => rating.context.source === 'TEST');
    expect(latestSelf?.result).toEqual({ scoreScaled: 1, scoreRaw: 5 });
    expect(test?.result).toEqual({ scoreScaled: skillLevelToScaled(2, 5), scoreRaw: 2 });
    // A disagreement for the calibration view: further apart than the rule allows.
    expect(Math.abs((latestSelf?.result.scoreRaw ?? 0) - (test?.result.scoreRaw ?? 0))).toBeGreaterThan(
      SkillRules.disagreementLevels,
    );
    expect(ratings.filter((rating) => rating.context.source === 'TEST')).toHaveLength(1);
  });

  it("records a manager's rating with a reason for acme-riley, above the self rating, which weighs more", async () => {
    const ids = await idsByCode('acme');
    const upselling = (await ratingsOf('acme-riley')).filter((rating) => rating.competencyId === ids.get('UPSELLING'));
    const manager = upselling.find((rating) => rating.context.source === 'MANAGER');
    expect(manager?.context).toEqual({
      source: 'MANAGER',
      raterUserCode: 'acme-manager',
      reason: 'Best add-on sales of the store last month.',
    });
    const combined = combineEvidence(
      upselling.map((rating) => ({
        source: rating.context.source as 'SELF' | 'MANAGER',
        scaled: rating.result.scoreScaled,
        at: rating.at,
      })),
      new Date().toISOString(),
    );
    // Self 2 (latest), manager 4: the manager's weight pulls the combined level above the middle.
    expect(combined).toBeGreaterThan(skillLevelToScaled(3, 5));
  });

  it('records nothing twice when the seed runs again', async () => {
    const db = server.database.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('learning_statements')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('tenant_code', '=', 'acme')
            .where('verb', '=', 'rated')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    expect(before).toBeGreaterThan(20);
    await seedDemoSkills(db);
    expect(await count()).toBe(before);
    const sets = await db
      .selectFrom('assessment_sets')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('title_en', '=', 'Skills self-assessment')
      .execute();
    expect(sets).toHaveLength(1);
  });
});
