import type { TTeamAssignablesResponse, TTeamMembersResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResource, webinarBody } from '../../modules/resources/resource-test-fixtures.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';
import { seedDemoTeam, TEAM_DEMO_PATH } from './seed-team.ts';

/*
 * The Teams demo (issue 20) over a small library made here (the full demo library needs its media
 * generated): the next start adds the paths, then the team's stages.
 */

let server: TTestServer;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  for (const tenantCode of ['acme', 'boreal']) {
    for (let index = 1; index <= 10; index += 1) {
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
  expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
});
afterAll(async () => {
  await server.close();
});

async function teamOf(tenantCode: string, userCode: string, body: Record<string, unknown> = {}) {
  const response = await server.request('/api/team/members', {
    method: 'POST',
    host: `${tenantCode}.localhost`,
    headers: await bearer(server.database, tenantCode, userCode),
    body: { pageSize: 100, ...body },
  });
  expect(response.status, response.text).toBe(200);
  return response.json<TTeamMembersResponse>();
}

describe('the Teams demo', () => {
  it("gives acme's manager six reportees at different stages", async () => {
    const team = await teamOf('acme', 'acme-manager');
    expect(team.result.map((member) => member.userCode).sort()).toEqual(
      ['acme-jordan', 'acme-learner', 'acme-newhire', 'acme-riley', 'acme-sam', 'acme-taylor'].sort(),
    );
    const byCode = new Map(team.result.map((member) => [member.userCode, member]));
    expect(byCode.get('acme-jordan')?.corePath?.percent).toBe(100);
    expect(byCode.get('acme-jordan')?.overdueItems).toBe(0);
    const taylor = byCode.get('acme-taylor');
    expect(taylor?.corePath?.percent).toBe(0);
    expect(taylor?.overdueItems).toBeGreaterThanOrEqual(2);
    expect(taylor?.overdueAssessments).toBeGreaterThanOrEqual(1);
    expect(taylor?.lastActivity?.at.slice(0, 10)).toBe(new Date(Date.now() - 45 * DAY).toISOString().slice(0, 10));
    const learner = byCode.get('acme-learner')?.corePath?.percent ?? 0;
    expect(learner).toBeGreaterThan(0);
    expect(learner).toBeLessThan(100);
    expect(team.counts.notStarted).toBeGreaterThanOrEqual(2);
    expect(team.counts.overdue).toBeGreaterThanOrEqual(1);
    expect(team.counts.inactive).toBeGreaterThanOrEqual(1);
  });

  it('offers a published path nobody is assigned, and boreal has a team of two', async () => {
    const response = await server.request('/api/team/assignables?kind=PATH&term=Store%20op&locale=en', {
      headers: await bearer(server.database, 'acme', 'acme-manager'),
    });
    const offered = response.json<TTeamAssignablesResponse>().result;
    expect(offered.map((item) => item.title)).toEqual([TEAM_DEMO_PATH.en]);
    const assigned = await server.database.db
      .selectFrom('learning_path_assignments')
      .select('target_code')
      .where('tenant_code', '=', 'acme')
      .where('path_id', '=', offered[0]?.itemId ?? 0)
      .execute();
    expect(assigned).toEqual([]);
    const boreal = await teamOf('boreal', 'boreal-admin');
    expect(boreal.result.map((member) => member.userCode).sort()).toEqual(['boreal-apprenant', 'boreal-technicien']);
  });

  it('runs once: the next start changes nothing', async () => {
    const before = await server.database.db
      .selectFrom('learning_statements')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('tenant_code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(await seedDemoTeam(server.database.db)).toBe(false);
    const after = await server.database.db
      .selectFrom('learning_statements')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('tenant_code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
