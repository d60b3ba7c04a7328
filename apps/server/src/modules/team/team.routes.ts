import {
  ZMyTeamResponseSchema,
  ZProblemSchema,
  ZTeamAssignablesQuerySchema,
  ZTeamAssignablesResponseSchema,
  ZTeamAssignRequestSchema,
  ZTeamAssignResponseSchema,
  ZTeamLocaleQuerySchema,
  ZTeamMemberDetailResponseSchema,
  ZTeamMemberParamsSchema,
  ZTeamMembersRequestSchema,
  ZTeamMembersResponseSchema,
  ZTeamNudgeRequestSchema,
  ZTeamNudgeResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin } from '../../plugins/tenant-context.ts';
import type { TTeamService } from './team.service.ts';

const tags = ['team'];
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };

/**
 * Teams (the route list is in packages/contracts/src/team.ts). Every call needs sign-in: a caller
 * with nobody below them sees an empty line, and anyone outside their line is 404. The module
 * gate answers 404 on all of them for a tenant without TEAMS.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TTeamService }> = async (app, { team }) => {
  app.post(
    '/api/team/members',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My line (everyone below me), paged, filtered and sorted, with the filter counts',
        body: ZTeamMembersRequestSchema,
        response: { 200: ZTeamMembersResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) => sendKeptAnswer(request, reply, await team.membersAnswer(actorOf(request), request.body)),
  );

  app.get(
    '/api/team/members/:userCode',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One member of my line: assignments and recent activity',
        params: ZTeamMemberParamsSchema,
        querystring: ZTeamLocaleQuerySchema,
        response: { 200: ZTeamMemberDetailResponseSchema, ...problems },
      },
    },
    async (request) => team.memberDetail(actorOf(request), request.params.userCode, request.query.locale),
  );

  app.get(
    '/api/team/assignables',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'What I may assign of one kind (published items of enabled modules; upcoming sessions with seats)',
        querystring: ZTeamAssignablesQuerySchema,
        response: { 200: ZTeamAssignablesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => team.assignables(actorOf(request), request.query),
  );

  app.post(
    '/api/team/assignments',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Assigns a path, resource, assessment or event session to people of my line (each notified)',
        body: ZTeamAssignRequestSchema,
        response: { 200: ZTeamAssignResponseSchema, ...problems, 409: ZProblemSchema },
      },
    },
    async (request) => team.assign(actorOf(request), request.body, requestOrigin(request)),
  );

  app.post(
    '/api/team/nudges',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Reminds people of my line to keep learning (once per person and 24 hours)',
        body: ZTeamNudgeRequestSchema,
        response: { 200: ZTeamNudgeResponseSchema, ...problems },
      },
    },
    async (request) => team.nudge(actorOf(request), request.body, requestOrigin(request)),
  );

  app.get(
    '/api/team/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My manager, my teammates and what we learn together',
        querystring: ZTeamLocaleQuerySchema,
        response: { 200: ZMyTeamResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => team.mine(actorOf(request), request.query.locale),
  );
};
