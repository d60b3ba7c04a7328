import {
  SkillLimits,
  SkillPermissions,
  ZAdminCompetenciesResponseSchema,
  ZAdminCompetencyResponseSchema,
  ZCompetencyParamsSchema,
  ZDeleteCompetencyResponseSchema,
  ZImportCompetenciesResponseSchema,
  ZJobRoleParamsSchema,
  ZProblemSchema,
  ZSaveCompetencyRequestSchema,
  ZSaveScaleRequestSchema,
  ZSaveTagsRequestSchema,
  ZSaveTargetsRequestSchema,
  ZScaleResponseSchema,
  ZSkillLocaleQuerySchema,
  ZTagChoicesQuerySchema,
  ZTagChoicesResponseSchema,
  ZTagsResponseSchema,
  ZTargetsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { contentDisposition } from '../media/media-file-names.ts';
import type { TCompetencyAdminService } from './competency-admin.service.ts';
import type { TCompetencyGate } from './competency-gate.ts';

const tags = ['skills'];
const ADMIN = requirePermissions([SkillPermissions.admin]);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
const BASE = '/api/skills/admin';

/**
 * Competency framework administration (the route list is in packages/contracts/src/skills.ts),
 * all with ASSESSMENT_ADMIN. The module gate answers 404 for a tenant without ASSESSMENT, the
 * competency gate for one without competenciesEnabled.
 */
export const competencyAdminRoutes: FastifyPluginAsyncZod<{
  competencies: TCompetencyAdminService;
  gate: TCompetencyGate;
}> = async (app, { competencies, gate }) => {
  app.addHook('onRequest', gate.hook());
  // An imported framework arrives as CSV text (this plugin's scope only); a little over the limit
  // still reaches the service, which answers 400 `csvTooLarge` rather than a bare 413.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: SkillLimits.maxCsvBytes * 2 },
    (_request, body, done) => done(null, body),
  );

  // -------------------------------------------------------------------------------------------
  // The scale

  app.get(
    `${BASE}/scale`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The proficiency scale', response: { 200: ZScaleResponseSchema } },
    },
    async (request) => succeeded(await competencies.getScale(actorOf(request))),
  );

  app.put(
    `${BASE}/scale`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Replaces the proficiency scale (2 to 10 levels, lowest first)',
        body: ZSaveScaleRequestSchema,
        response: { 200: ZScaleResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await competencies.saveScale(actorOf(request), request.body)),
  );

  // -------------------------------------------------------------------------------------------
  // The framework

  app.get(
    `${BASE}/competencies`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The framework, parents before their children',
        querystring: ZSkillLocaleQuerySchema,
        response: { 200: ZAdminCompetenciesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await competencies.listCompetencies(actorOf(request))),
  );

  app.post(
    `${BASE}/competencies`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Creates a competency (a parent, or a child of a parent)',
        body: ZSaveCompetencyRequestSchema,
        response: { 201: ZAdminCompetencyResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await competencies.createCompetency(actorOf(request), request.body))),
  );

  app.put(
    `${BASE}/competencies/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes a competency',
        params: ZCompetencyParamsSchema,
        body: ZSaveCompetencyRequestSchema,
        response: { 200: ZAdminCompetencyResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await competencies.updateCompetency(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/competencies/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Deletes a competency with its targets and tags (400 while it has children)',
        params: ZCompetencyParamsSchema,
        response: { 200: ZDeleteCompetencyResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await competencies.deleteCompetency(actorOf(request), request.params.id)),
  );

  // -------------------------------------------------------------------------------------------
  // Targets per job role

  app.get(
    `${BASE}/targets/:jobRoleCode`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A job role's target levels",
        params: ZJobRoleParamsSchema,
        response: { 200: ZTargetsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await competencies.getTargets(actorOf(request), request.params.jobRoleCode)),
  );

  app.put(
    `${BASE}/targets/:jobRoleCode`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Replaces a job role's target levels",
        params: ZJobRoleParamsSchema,
        body: ZSaveTargetsRequestSchema,
        response: { 200: ZTargetsResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await competencies.saveTargets(actorOf(request), request.params.jobRoleCode, request.body)),
  );

  // -------------------------------------------------------------------------------------------
  // Tags

  app.get(
    `${BASE}/competencies/:id/tags`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The resources and learning paths tagged with a competency',
        params: ZCompetencyParamsSchema,
        querystring: ZSkillLocaleQuerySchema,
        response: { 200: ZTagsResponseSchema, ...problems },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return succeeded(
        await competencies.getTags(actor, request.params.id, request.query.locale ?? actor.defaultLocale),
      );
    },
  );

  app.put(
    `${BASE}/competencies/:id/tags`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Replaces a competency's tags",
        params: ZCompetencyParamsSchema,
        querystring: ZSkillLocaleQuerySchema,
        body: ZSaveTagsRequestSchema,
        response: { 200: ZTagsResponseSchema, ...problems },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const locale = request.query.locale ?? actor.defaultLocale;
      return succeeded(await competencies.saveTags(actor, request.params.id, request.body, locale));
    },
  );

  app.get(
    `${BASE}/tagChoices`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Resources and learning paths to tag, by title (50 at most)',
        querystring: ZTagChoicesQuerySchema,
        response: { 200: ZTagChoicesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { searchText, locale } = request.query;
      return succeeded(await competencies.tagChoices(actor, searchText, locale ?? actor.defaultLocale));
    },
  );

  // -------------------------------------------------------------------------------------------
  // CSV

  app.get(
    `${BASE}/export`,
    {
      config: { access: ADMIN },
      // No response schema: the answer is CSV, not JSON.
      schema: { tags, summary: 'The framework as a CSV file in ESCO column layout' },
    },
    async (request, reply) => {
      const csv = await competencies.exportCsv(actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'competencies.csv'))
        .send(csv);
    },
  );

  app.post(
    `${BASE}/import`,
    {
      bodyLimit: SkillLimits.maxCsvBytes * 2,
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Imports a CSV file: every line or none (400 with line-numbered errors)',
        body: z.string({ error: 'Send the file as text/csv' }),
        response: { 200: ZImportCompetenciesResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await competencies.importCsv(actorOf(request), request.body)),
  );
};
