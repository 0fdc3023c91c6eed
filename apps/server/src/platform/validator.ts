import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cleanTextInputSchema } from '@copytrade/contracts/text';

/**
 * The app's validator: every request schema (body, querystring, path parameters) of every route, present
 * or future, first refuses strings holding NUL or a lone surrogate (`cleanTextInputSchema`), then applies
 * the route's own zod schema. Refusals are ordinary zod issues, so the error handler answers the 40000
 * field error in the reader's language, and such text never reaches the database.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  zodValidatorCompiler({
    ...route,
    schema: route.schema instanceof z.ZodType ? cleanTextInputSchema.pipe(route.schema) : route.schema,
  } as Parameters<typeof zodValidatorCompiler>[0]);
