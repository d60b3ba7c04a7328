import {
  ZCreateLocationRequestSchema,
  ZCreateLocationResponseSchema,
  ZGetLocationResponseSchema,
  ZGetLocationsAtLevelAndBrandRequestSchema,
  ZGetLocationsAtLevelRequestSchema,
  ZGetLocationsAtLevelResponseSchema,
  ZGetLocationsRequestSchema,
  ZGetLocationsResponseSchema,
  ZLocationParamsSchema,
  ZProblemSchema,
  ZUpdateLocationRequestSchema,
  ZUpdateLocationResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TLocationsService } from './locations.service.ts';

/** The permission of every write of the location service. */
const MANAGE_LOCATIONS = requirePermissions(['USERADMIN_MANAGE_LOCATIONS']);

const tags = ['locations'];

/** Location service (core service, base `/api/location`, spec section 7 "Location"). */
export const locationsRoutes: FastifyPluginAsyncZod<{ locations: TLocationsService }> = async (app, { locations }) => {
  // DELETE arrives with Content-Type application/json and no body, like every call of the client.

  app.get(
    '/api/location',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Every location of the tenant, active or not',
        querystring: ZGetLocationsRequestSchema,
        response: { 200: ZGetLocationsResponseSchema },
      },
    },
    async (request) => locations.listLocations(requestTenant(request), request.query.locale),
  );

  app.get(
    '/api/location/GetLocationsAtLevel',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Active locations at a level, optionally of one business type',
        querystring: ZGetLocationsAtLevelRequestSchema,
        response: { 200: ZGetLocationsAtLevelResponseSchema },
      },
    },
    async (request) =>
      locations.listLocationsAtLevel(
        requestTenant(request),
        { level: request.query.level, businessTypeCode: request.query.bussinessTypeCode },
        request.query.locale,
      ),
  );

  app.get(
    '/api/location/getLocationsAtLevelAndBrand',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Active locations at a level of one business type and brand',
        querystring: ZGetLocationsAtLevelAndBrandRequestSchema,
        response: { 200: ZGetLocationsAtLevelResponseSchema },
      },
    },
    async (request) =>
      locations.listLocationsAtLevel(
        requestTenant(request),
        {
          level: request.query.level,
          businessTypeCode: request.query.bussinessTypeCode,
          brandCode: request.query.brand,
        },
        request.query.locale,
      ),
  );

  app.get(
    '/api/location/:locationId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One location',
        params: ZLocationParamsSchema,
        querystring: ZGetLocationsRequestSchema,
        response: { 200: ZGetLocationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => locations.getLocation(requestTenant(request), request.params.locationId, request.query.locale),
  );

  app.post(
    '/api/location',
    {
      config: { access: MANAGE_LOCATIONS },
      schema: {
        tags,
        summary: 'Creates a location',
        body: ZCreateLocationRequestSchema,
        response: { 201: ZCreateLocationResponseSchema, 400: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await locations.createLocation(requestTenant(request), request.body, actorOf(request).userCode)),
  );

  app.put(
    '/api/location/:locationId',
    {
      config: { access: MANAGE_LOCATIONS },
      schema: {
        tags,
        summary: "Replaces a location's fields",
        params: ZLocationParamsSchema,
        body: ZUpdateLocationRequestSchema,
        response: { 200: ZUpdateLocationResponseSchema, 400: ZProblemSchema, 404: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request) =>
      locations.updateLocation(
        requestTenant(request),
        request.params.locationId,
        request.body,
        actorOf(request).userCode,
      ),
  );

  app.delete(
    '/api/location/:locationId',
    {
      config: { access: MANAGE_LOCATIONS },
      schema: {
        tags,
        summary: 'Deletes a location without children or users',
        params: ZLocationParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request, reply) => {
      await locations.deleteLocation(requestTenant(request), request.params.locationId, actorOf(request).userCode);
      return reply.code(204).send(null);
    },
  );
};
