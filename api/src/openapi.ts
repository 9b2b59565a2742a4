// How a route declares its shapes. Answers (and simple path and query parameters) are the TypeBox schemas of
// @pads/contracts/api: Fastify serialises each answer with its status's schema and @fastify/swagger documents
// it; through the TypeBox type provider (`AppInstance`) a handler whose answer does not match fails `tsc`.
// Request bodies are the shared yup schemas: the handler validates with them and `yupBody` documents them.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routeId } from '@pads/contracts';
import { ErrorBody, IdParams, yupJsonSchema } from '@pads/contracts/api';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { Type } from 'typebox';
import type { AnySchema } from 'yup';
import { validationFailed } from './errors.js';
import { YUP_VALIDATED } from './schemaCompilers.js';

/** The app as every route file takes it: answers and parameters typed from their schemas. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The error responses a route may give, keyed by status code: the one error body of every API error. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<C, typeof ErrorBody>;
}

/**
 * A request body's documentation, converted from the yup schema that validates it. The route leaves the body
 * to that schema (its validator compiler passes bodies through: ajv would coerce values and answer first).
 */
export function yupBody(schema: AnySchema, description?: string): Record<string, unknown> {
  return { ...yupJsonSchema(schema, description), [YUP_VALIDATED]: true };
}

/** A body that is one of several yup-declared shapes (e.g. per tab), each documented by `yupBody`. */
export function yupBodies(...bodies: Record<string, unknown>[]): Record<string, unknown> {
  return { oneOf: bodies, [YUP_VALIDATED]: true };
}

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

/** A 204: no body (typed void, so the handler answers without one). */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });

/**
 * A file answer (a CSV export, the survey PDF): documented as binary content of its media type. The route streams
 * the file, so nothing is serialised; its handler's answer is not typed.
 */
export function fileResponse(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) } },
  };
}
