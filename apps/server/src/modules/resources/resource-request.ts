import { ResourcePermissions, type TLocaleCode } from '@portal/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, type TRouteAccess } from '../../plugins/route-access.ts';
import { REPORT_PERMISSIONS, type TResourceActor } from './resources.policy.ts';

/*
 * Access of the resource library's routes (module catalogue, packages/contracts/src/modules.ts):
 * - administration (create, edit, publish, delete, validate, admin list, recommend, assign):
 *   RESOURCELIBRARY_ADMIN;
 * - uploads (user assets): RESOURCELIBRARY_USER_UPLOAD for one's own, RESOURCELIBRARY_REVIEW_UPLOADS
 *   or _ADMIN to review; the route admits any of the three and the service tells them apart;
 * - reports: RESOURCELIBRARY_VIEW_REPORTS (`reportPermission`) or RESOURCELIBRARY_ADMIN;
 * - the feed, categories, reference lists and a user's own lists: any signed-in user of the tenant
 *   (the service shows learners visible resources only, and a user's lists to that user, their
 *   manager or an administrator).
 */
export const RESOURCE_ADMIN = requirePermissions([ResourcePermissions.admin]);
export const RESOURCE_UPLOADS = requirePermissions(
  [ResourcePermissions.userUpload, ResourcePermissions.reviewUploads, ResourcePermissions.admin],
  'any',
);
export const RESOURCE_REPORTS = requirePermissions(REPORT_PERMISSIONS, 'any');

/** A route's `config` in the module's route tables: the access is required on every row. */
export type TAccessConfig = { access: TRouteAccess };

/** The language of the answer: the asked one, else the tenant's default. */
export function localeOf(actor: TResourceActor, asked: TLocaleCode | undefined): TLocaleCode {
  return asked ?? actor.defaultLocale;
}

/** One POST route of the module as one line of data: the body goes to one call, whose answer is the 200. */
export type TPostRoute<TBody extends z.ZodType, TAnswer extends z.ZodType> = {
  url: string;
  config: TAccessConfig;
  tags: string[];
  summary: string;
  body: TBody;
  answer: TAnswer;
};

/**
 * Declares a `TPostRoute`. The zod type provider cannot resolve a generic schema, so the route is
 * typed by this signature instead (each call site is checked against its schemas) and still
 * validated, body and answer, by the zod compilers at run time.
 */
export function declarePost<TBody extends z.ZodType, TAnswer extends z.ZodType>(
  app: Pick<FastifyInstance, 'post'>,
  { url, config, tags, summary, body, answer }: TPostRoute<TBody, TAnswer>,
  handle: (actor: TResourceActor, body: z.output<TBody>) => z.input<TAnswer> | Promise<z.input<TAnswer>>,
): void {
  const schema: FastifySchema = { tags, summary, body, response: { 200: answer } };
  app.post(url, { config, schema }, async (request) => handle(actorOf(request), request.body as z.output<TBody>));
}
