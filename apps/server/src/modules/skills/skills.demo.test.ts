import type { TRecommendationsResponse, TReporteeSkills, TSkillProfile, TTeamResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/* The skill profile calls on the demo tenant as seeded (what people see first). */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type TEnvelope<T> = { returnValue: T };

describe('skills on the demo data', () => {
  it("shows the learner's profile with targets and gaps, and recommendations that explain themselves", async () => {
    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const profile = await server.request('/api/skills/profile?locale=fr-CA', { headers: learner });
    expect(profile.status, profile.text).toBe(200);
    const { returnValue } = profile.json<TEnvelope<TSkillProfile>>();
    expect(returnValue.rows.length).toBeGreaterThan(0);
    expect(returnValue.rows.some((row) => row.targetLevel !== null)).toBe(true);
    const recommendations = await server.request('/api/skills/recommendations?locale=fr-CA', { headers: learner });
    expect(recommendations.status, recommendations.text).toBe(200);
    for (const item of recommendations.json<TRecommendationsResponse>().result) {
      expect(item.gap).toBeGreaterThan(0);
      expect(item.tagLevel).toBeGreaterThan(item.currentLevel ?? 0);
    }
  });

  it("shows acme-manager's team, each reportee's calibration", async () => {
    const manager = await bearer(server.database, 'acme', 'acme-manager');
    const team = await server.request('/api/skills/team?locale=en', { headers: manager });
    expect(team.status, team.text).toBe(200);
    const members = team.json<TTeamResponse>().result;
    expect(members.map((member) => member.userCode)).toContain('acme-learner');
    for (const member of members) {
      const reportee = await server.request(`/api/skills/team/${member.userCode}?locale=en`, { headers: manager });
      expect(reportee.status, reportee.text).toBe(200);
      const calibration = reportee.json<TEnvelope<TReporteeSkills>>().returnValue.calibration;
      expect(calibration.filter((row) => row.isDisagreement).length).toBe(member.disagreementCount);
    }
  });
});
