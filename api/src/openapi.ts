// How a route declares its shapes. Answers (and simple path and query parameters) are the TypeBox schemas of
// @pads/contracts/api: Fastify serialises each answer with its status's schema and @fastify/swagger documents
// it; through the TypeBox type provider (`AppInstance`) a handler whose answer does not match fails `tsc`.
// Request bodies are the shared yup schemas: the handler validates with them and `yupBody` documents them.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routeId } from '@pads/contracts';
import { IdParams } from '@pads/contracts/api';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { validationFailed } from './errors.js';

/** The app as every route file takes it: answers and parameters typed from their schemas. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Route-level validator compiler for routes whose body yup validates: the body passes through untouched and
 * numeric `id` params are checked here (a 422 naming the field), so ajv's coercion never changes a value
 * before yup sees it.
 */
export const yupBodyValidator: FastifySchemaCompiler<unknown> = ({ httpPart, schema }) => {
  if (httpPart === 'body') return (data: unknown) => ({ value: data });
  if (httpPart === 'params' && schema === IdParams) {
    return (data: unknown) => {
      const raw = (data as { id?: unknown }).id;
      const id = typeof raw === 'string' ? routeId(raw) : null;
      if (id !== null) return { value: { ...(data as object), id } };
      return { error: validationFailed({ id: ['The id must be a positive integer.'] }) };
    };
  }
  throw new Error(`yupBodyValidator cannot validate ${httpPart}`);
};

// Moved to @pads/contracts/api with the route schemas that use them.
export { errorResponses, fileResponse, NoContent, yupBodies, yupBody } from '@pads/contracts/api';
