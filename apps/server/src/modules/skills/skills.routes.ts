import {
  SkillPermissions,
  ZConfirmLevelsRequestSchema,
  ZConfirmLevelsResponseSchema,
  ZProblemSchema,
  ZRecommendationsQuerySchema,
  ZRecommendationsResponseSchema,
  ZReporteeParamsSchema,
  ZReporteeSkillsResponseSchema,
  ZSkillHistoryQuerySchema,
  ZSkillHistoryResponseSchema,
  ZSkillLocaleQuerySchema,
  ZSkillProfileResponseSchema,
  ZTeamQuerySchema,
  ZTeamResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TCompetencyGate } from '../competencies/competency-gate.ts';
import type { TSkillsService } from './skills.service.ts';

const tags = ['skills'];
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
const MANAGER = requirePermissions([SkillPermissions.manager]);

/**
 * The skill profile calls of `/api/skills` (the route list is in packages/contracts/src/skills.ts):
 * the learner's own profile, history and recommendations (signed in; the tenant's
 * competencyUserViewEnabled too), a manager's team and calibration (ASSESSMENT_MANAGER; only the
 * caller's reportees). Every one answers 404 when the tenant's competenciesEnabled is off.
 */
export const skillProfileRoutes: FastifyPluginAsyncZod<{ skills: TSkillsService; gate: TCompetencyGate }> = async (
  app,
  { skills, gate },
) => {
  // One gate per route (one read of the flags): before the input is parsed, after authentication.
  const skillsOn = gate.hook();
  const userView = gate.hook({ isUserView: true });

  app.get(
    '/api/skills/profile',
    {
      config: { access: SIGNED_IN },
      onRequest: userView,
      schema: {
        tags,
        summary: "The caller's skill profile: levels combined from evidence, targets and gaps",
        querystring: ZSkillLocaleQuerySchema,
        response: { 200: ZSkillProfileResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await skills.getProfileAnswer(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/skills/history',
    {
      config: { access: SIGNED_IN },
      onRequest: userView,
      schema: {
        tags,
        summary: "The caller's dated evidence, oldest first (one competency or all)",
        querystring: ZSkillHistoryQuerySchema,
        response: { 200: ZSkillHistoryResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await skills.getHistory(actorOf(request), request.query.competencyId)),
  );

  app.get(
    '/api/skills/recommendations',
    {
      config: { access: SIGNED_IN },
      onRequest: userView,
      schema: {
        tags,
        summary: "Resources and paths for the caller's skill gaps, ranked, each with its reason",
        querystring: ZRecommendationsQuerySchema,
        response: { 200: ZRecommendationsResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await skills.getRecommendationsAnswer(actorOf(request), request.query)),
  );

  app.get(
    '/api/skills/team',
    {
      config: { access: MANAGER },
      onRequest: skillsOn,
      schema: {
        tags,
        summary: "The caller's reportees with their skill summaries, paged",
        querystring: ZTeamQuerySchema,
        response: { 200: ZTeamResponseSchema, ...problems },
      },
    },
    async (request) => skills.getTeam(actorOf(request), request.query),
  );

  app.get(
    '/api/skills/team/:userCode',
    {
      config: { access: MANAGER },
      onRequest: skillsOn,
      schema: {
        tags,
        summary: "A reportee's skill profile, calibration rows and skill assessments",
        params: ZReporteeParamsSchema,
        querystring: ZSkillLocaleQuerySchema,
        response: { 200: ZReporteeSkillsResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await skills.getReportee(actorOf(request), request.params.userCode, request.query.locale)),
  );

  app.post(
    '/api/skills/team/:userCode/confirm',
    {
      config: { access: MANAGER },
      onRequest: skillsOn,
      schema: {
        tags,
        summary: 'Confirms levels of a reportee (one manager rating each, with the reason)',
        params: ZReporteeParamsSchema,
        body: ZConfirmLevelsRequestSchema,
        response: { 200: ZConfirmLevelsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await skills.confirmLevels(actorOf(request), request.params.userCode, request.body)),
  );
};
