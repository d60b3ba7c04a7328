import { findUncleanTextPaths, UNCLEAN_TEXT_MESSAGE } from '@portal/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The route validator: the route's zod schema, plus the shared text rule of contracts on every
 * string it lets through (params, query, body), so every text field of every route refuses NUL
 * characters and lone surrogates with a 400 field error, without each schema having to ask.
 */
export const cleanTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const schema = route.schema.superRefine((value, context) => {
    for (const path of findUncleanTextPaths(value)) {
      context.addIssue({ code: 'custom', path, message: UNCLEAN_TEXT_MESSAGE, input: value });
    }
  });
  return validatorCompiler({ ...route, schema });
};
