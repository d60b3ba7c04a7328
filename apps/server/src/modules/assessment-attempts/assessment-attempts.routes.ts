import {
  AttemptPermissions,
  ZAttemptIdParamsSchema,
  ZAttemptPreviewSchema,
  ZAttemptResultSchema,
  ZAttemptSchema,
  ZCompleteAttemptResponseSchema,
  ZManagerAttemptParamsSchema,
  ZManagerSkillAssessmentResponseSchema,
  ZMyAssessmentsResponseSchema,
  ZPendingSkillAssessmentsQuerySchema,
  ZPendingSkillAssessmentsResponseSchema,
  ZProblemSchema,
  ZSaveResponseAckSchema,
  ZSaveResponseRequestSchema,
  ZStartAttemptResponseSchema,
  ZUpdateTotalTimeTakenRequestSchema,
  ZUpdateTotalTimeTakenResponseSchema,
  ZUserAssessmentStatusSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TAssessmentAttemptsService } from './assessment-attempts.service.ts';

const tags = ['assessment-attempts'];
const ADMIN = requirePermissions([AttemptPermissions.admin]);
const MANAGER = requirePermissions([AttemptPermissions.manager]);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema, 409: ZProblemSchema };
const BASE = '/api/userAttempt';

/**
 * Attempts (spec section 7 "Assessment service, base /api/userAttempt"; the route list and the
 * rules are in packages/contracts/src/assessment-attempts.ts). Learner calls need sign-in and
 * answer only the caller's own attempts; the manager calls ASSESSMENT_MANAGER, the preview
 * ASSESSMENT_ADMIN. The module gate answers 404 on all of them for a tenant without ASSESSMENT.
 */
export const assessmentAttemptsRoutes: FastifyPluginAsyncZod<{ attempts: TAssessmentAttemptsService }> = async (
  app,
  { attempts },
) => {
  app.get(
    `${BASE}/mine`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's assessments: to do, in progress, done (with scores the review mode shows)",
        response: { 200: ZMyAssessmentsResponseSchema },
      },
    },
    async (request) => attempts.myAssessments(actorOf(request)),
  );

  app.get(
    `${BASE}/pendingskillassessments`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'SKILL sets assigned to the caller (isOnBoarding=true: only those still to do)',
        querystring: ZPendingSkillAssessmentsQuerySchema,
        response: { 200: ZPendingSkillAssessmentsResponseSchema },
      },
    },
    async (request) => succeeded(await attempts.pendingSkillAssessments(actorOf(request), request.query.isOnBoarding)),
  );

  app.get(
    `${BASE}/userAssessmentStatus/:id`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One set for the caller (id = set id): whether they can start, their attempts so far',
        params: ZAttemptIdParamsSchema,
        response: { 200: ZUserAssessmentStatusSchema, ...problems },
      },
    },
    async (request) => attempts.userAssessmentStatus(actorOf(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/start`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Start the set (id = set id): the attempt in progress, or a new one drawn now',
        params: ZAttemptIdParamsSchema,
        response: { 200: ZStartAttemptResponseSchema, ...problems },
      },
    },
    async (request) => attempts.start(actorOf(request), request.params.id),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's attempt, resumable: questions, saved responses, deadline, server time",
        params: ZAttemptIdParamsSchema,
        response: { 200: ZAttemptSchema, ...problems },
      },
    },
    async (request) => attempts.getAttempt(actorOf(request), request.params.id, false),
  );

  app.get(
    `${BASE}/:id/true`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The attempt with its result (shaped by the review mode) once completed',
        params: ZAttemptIdParamsSchema,
        response: { 200: ZAttemptSchema, ...problems },
      },
    },
    async (request) => attempts.getAttempt(actorOf(request), request.params.id, true),
  );

  app.post(
    `${BASE}/:id/saveResponse`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Save an answer; a lower or equal clientSeq than the stored one changes nothing',
        params: ZAttemptIdParamsSchema,
        body: ZSaveResponseRequestSchema,
        response: { 200: ZSaveResponseAckSchema, ...problems },
      },
    },
    async (request) => attempts.saveResponse(actorOf(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/:id/complete`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Complete and grade the attempt (again: the same result)',
        params: ZAttemptIdParamsSchema,
        response: { 200: ZCompleteAttemptResponseSchema, ...problems },
      },
    },
    async (request) => attempts.complete(actorOf(request), request.params.id),
  );

  app.get(
    `${BASE}/:id/latestResult`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's latest completed attempt of the set (id = set id)",
        params: ZAttemptIdParamsSchema,
        response: { 200: ZAttemptResultSchema, ...problems },
      },
    },
    async (request) => attempts.latestResult(actorOf(request), request.params.id),
  );

  app.put(
    `${BASE}/:id/updateTotalTimeTaken`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The time the page counted on the attempt (never beyond the server clock)',
        params: ZAttemptIdParamsSchema,
        body: ZUpdateTotalTimeTakenRequestSchema,
        response: { 200: ZUpdateTotalTimeTakenResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await attempts.updateTotalTimeTaken(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    `${BASE}/:id/preview`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A draw of the set (id = set id, any status) as a learner would see it; nothing is stored',
        params: ZAttemptIdParamsSchema,
        response: { 200: ZAttemptPreviewSchema, ...problems },
      },
    },
    async (request) => attempts.preview(actorOf(request), request.params.id),
  );

  app.get(
    `${BASE}/:id/:employee/skillAssessmentForManager`,
    {
      config: { access: MANAGER },
      schema: {
        tags,
        summary: "The manager's own attempts about a reportee on a SKILL set",
        params: ZManagerAttemptParamsSchema,
        response: { 200: ZManagerSkillAssessmentResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await attempts.skillAssessmentForManager(actorOf(request), request.params.id, request.params.employee)),
  );

  app.post(
    `${BASE}/:id/:employee/startManagerAssessmentForEmployee`,
    {
      config: { access: MANAGER },
      schema: {
        tags,
        summary: "Start (or resume) the manager's attempt about a reportee on a SKILL set",
        params: ZManagerAttemptParamsSchema,
        response: { 200: ZStartAttemptResponseSchema, ...problems },
      },
    },
    async (request) => attempts.startManagerAssessment(actorOf(request), request.params.id, request.params.employee),
  );
};
