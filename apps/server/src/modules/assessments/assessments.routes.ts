import {
  AssessmentLimits,
  AssessmentPermissions,
  LearningPathPermissions,
  ZAssessmentDeleteResponseSchema,
  ZAssessmentLocaleQuerySchema,
  ZAssessmentSetResponseSchema,
  ZBankListQuerySchema,
  ZBankListResponseSchema,
  ZBankParamsSchema,
  ZBankResponseSchema,
  ZCreateQuestionRequestSchema,
  ZProblemSchema,
  ZQtiImportResponseSchema,
  ZQuestionListQuerySchema,
  ZQuestionListResponseSchema,
  ZQuestionParamsSchema,
  ZQuestionResponseSchema,
  ZRegradeHistoryResponseSchema,
  ZSaveBankRequestSchema,
  ZSaveSetRequestSchema,
  ZSetAssignmentsRequestSchema,
  ZSetAssignmentsResponseSchema,
  ZSetChoicesQuerySchema,
  ZSetChoicesResponseSchema,
  ZSetListQuerySchema,
  ZSetListResponseSchema,
  ZSetParamsSchema,
  ZSetPreviewResponseSchema,
  ZSetStatisticsResponseSchema,
  ZUpdateQuestionQuerySchema,
  ZUpdateQuestionRequestSchema,
  ZUpdateQuestionResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { contentDisposition } from '../media/media-file-names.ts';
import type { TAssessmentSetsService } from './assessment-sets.service.ts';
import type { TQuestionBanksService } from './question-banks.service.ts';

const tags = ['assessments'];
const ADMIN = requirePermissions([AssessmentPermissions.admin]);
// A learning path admin picks published sets as path items; a report viewer filters reports by set.
const SET_PICKER = requirePermissions(
  [AssessmentPermissions.admin, LearningPathPermissions.admin, AssessmentPermissions.viewReports],
  'any',
);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
const BASE = '/api/assessment/admin';

/**
 * Test and Trivia administration (the route list is in packages/contracts/src/assessments.ts):
 * banks, questions, QTI, sets, publishing, assignments, preview and statistics, all with
 * ASSESSMENT_ADMIN. The module gate answers 404 on all of them for a tenant without ASSESSMENT.
 */
export const assessmentsRoutes: FastifyPluginAsyncZod<{
  banks: TQuestionBanksService;
  sets: TAssessmentSetsService;
}> = async (app, { banks, sets }) => {
  // QTI documents arrive as XML text (this plugin's scope only).
  app.addContentTypeParser(
    ['application/xml', 'text/xml', 'application/qti+xml'],
    { parseAs: 'string', bodyLimit: AssessmentLimits.maxQtiBytes },
    (_request, body, done) => done(null, body),
  );

  // -------------------------------------------------------------------------------------------
  // Banks

  app.get(
    `${BASE}/banks`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Question banks, paged, searched by title in both languages',
        querystring: ZBankListQuerySchema,
        response: { 200: ZBankListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => banks.listBanks(actorOf(request), request.query),
  );

  app.post(
    `${BASE}/banks`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Creates a question bank',
        body: ZSaveBankRequestSchema,
        response: { 201: ZBankResponseSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(succeeded(await banks.createBank(actorOf(request), request.body))),
  );

  app.get(
    `${BASE}/banks/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One question bank',
        params: ZBankParamsSchema,
        response: { 200: ZBankResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.getBank(actorOf(request), request.params.id)),
  );

  app.put(
    `${BASE}/banks/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Changes a bank's title and description",
        params: ZBankParamsSchema,
        body: ZSaveBankRequestSchema,
        response: { 200: ZBankResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.updateBank(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/banks/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes a bank and its questions (400 while a set draws from it)',
        params: ZBankParamsSchema,
        response: { 200: ZAssessmentDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.deleteBank(actorOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/banks/:id/questions`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A bank's questions, paged",
        params: ZBankParamsSchema,
        querystring: ZQuestionListQuerySchema,
        response: { 200: ZQuestionListResponseSchema, ...problems },
      },
    },
    async (request) => banks.listQuestions(actorOf(request), request.params.id, request.query),
  );

  app.post(
    `${BASE}/banks/:id/questions`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Adds a question to a bank (version 1)',
        params: ZBankParamsSchema,
        body: ZCreateQuestionRequestSchema,
        response: { 201: ZQuestionResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await banks.createQuestion(actorOf(request), request.params.id, request.body))),
  );

  app.get(
    `${BASE}/banks/:id/qti`,
    {
      config: { access: ADMIN },
      // No response schema: the answer is XML, not JSON.
      schema: { tags, summary: 'The bank as one QTI 3.0 XML document', params: ZBankParamsSchema },
    },
    async (request, reply) => {
      const { fileName, xml } = await banks.exportQti(actorOf(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(xml);
    },
  );

  app.post(
    `${BASE}/banks/:id/qti`,
    {
      bodyLimit: AssessmentLimits.maxQtiBytes,
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Imports a QTI 3.0 XML document into the bank: every question or none (400 with line-numbered errors)',
        params: ZBankParamsSchema,
        body: z.string({ error: 'Send the QTI document as application/xml' }),
        response: { 200: ZQtiImportResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.importQti(actorOf(request), request.params.id, request.body)),
  );

  // -------------------------------------------------------------------------------------------
  // Questions

  app.get(
    `${BASE}/questions/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One question with its content',
        params: ZQuestionParamsSchema,
        response: { 200: ZQuestionResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.getQuestion(actorOf(request), request.params.id)),
  );

  app.put(
    `${BASE}/questions/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Replaces a question (version + 1); regrade=true grades every attempt that drew it again',
        params: ZQuestionParamsSchema,
        querystring: ZUpdateQuestionQuerySchema,
        body: ZUpdateQuestionRequestSchema,
        response: { 200: ZUpdateQuestionResponseSchema, 409: ZProblemSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(
        await banks.updateQuestion(actorOf(request), request.params.id, request.body, {
          regrade: request.query.regrade,
        }),
      ),
  );

  app.delete(
    `${BASE}/questions/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Retires a question: never drawn again, attempts keep it',
        params: ZQuestionParamsSchema,
        response: { 200: ZAssessmentDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.retireQuestion(actorOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/questions/:id/regrades`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A question's regrades, newest first",
        params: ZQuestionParamsSchema,
        response: { 200: ZRegradeHistoryResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await banks.listRegrades(actorOf(request), request.params.id)),
  );

  // -------------------------------------------------------------------------------------------
  // Sets

  app.get(
    `${BASE}/sets`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Assessment sets, every status, paged',
        querystring: ZSetListQuerySchema,
        response: { 200: ZSetListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => sets.listSets(actorOf(request), request.query),
  );

  app.post(
    `${BASE}/sets`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Creates a set (DRAFT)',
        body: ZSaveSetRequestSchema,
        response: { 201: ZAssessmentSetResponseSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(succeeded(await sets.createSet(actorOf(request), request.body))),
  );

  app.get(
    `${BASE}/sets/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One set with its banks',
        params: ZSetParamsSchema,
        querystring: ZAssessmentLocaleQuerySchema,
        response: { 200: ZAssessmentSetResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.getSet(actorOf(request), request.params.id, request.query.locale)),
  );

  app.put(
    `${BASE}/sets/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Replaces a set's fields and banks",
        params: ZSetParamsSchema,
        body: ZSaveSetRequestSchema,
        response: { 200: ZAssessmentSetResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.updateSet(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/sets/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes a set never published',
        params: ZSetParamsSchema,
        response: { 200: ZAssessmentDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.deleteSet(actorOf(request), request.params.id)),
  );

  app.post(
    `${BASE}/sets/:id/publish`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Publishes a set (each bank needs as many active questions as the set draws)',
        params: ZSetParamsSchema,
        response: { 200: ZAssessmentSetResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.publishSet(actorOf(request), request.params.id)),
  );

  app.post(
    `${BASE}/sets/:id/unpublish`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Unpublishes a set',
        params: ZSetParamsSchema,
        response: { 200: ZAssessmentSetResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.unpublishSet(actorOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/sets/:id/assignments`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Who the set is assigned to',
        params: ZSetParamsSchema,
        response: { 200: ZSetAssignmentsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.getAssignments(actorOf(request), request.params.id)),
  );

  app.put(
    `${BASE}/sets/:id/assignments`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Replaces who the set is assigned to (everyone, job roles, locations, users) with due days',
        params: ZSetParamsSchema,
        body: ZSetAssignmentsRequestSchema,
        response: { 200: ZSetAssignmentsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.saveAssignments(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    `${BASE}/sets/:id/preview`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A draw of the set as a learner sees it (nothing recorded)',
        params: ZSetParamsSchema,
        querystring: ZAssessmentLocaleQuerySchema,
        response: { 200: ZSetPreviewResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.previewSet(actorOf(request), request.params.id, request.query.locale)),
  );

  app.get(
    `${BASE}/sets/:id/statistics`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Per-question statistics of completed attempts: right, most chosen wrong answer, discrimination',
        params: ZSetParamsSchema,
        querystring: ZAssessmentLocaleQuerySchema,
        response: { 200: ZSetStatisticsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await sets.getStatistics(actorOf(request), request.params.id, request.query.locale)),
  );

  app.get(
    '/api/assessment/setChoices',
    {
      config: { access: SET_PICKER },
      schema: {
        tags,
        summary: 'Published sets by title, for a learning path item picker',
        querystring: ZSetChoicesQuerySchema,
        response: { 200: ZSetChoicesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) =>
      succeeded(await sets.listSetChoices(actorOf(request), request.query.searchText, request.query.locale)),
  );
};
