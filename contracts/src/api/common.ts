// Building blocks of the API's answers: the error body, the `{ data }` envelope, the list shape, nullable
// values. Each call's own shapes sit in the file named after its API module (./pads.ts, ./users/detail.ts …).
// TypeBox schemas: the API serialises and documents its answers with them, the apps take their types
// (`import type`, never the runtime: see ./index.ts).
import { Type, type Static, type TSchema } from 'typebox';
import type { FileAnswer, Multipart } from '../endpoint.ts';

/**
 * A value or null, as one JSON-schema type list (`type: ['string', 'null']`): the serialiser writes null as
 * null and any other value as the type (a list of types is also what it handles without a validator).
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/**
 * One of the texts `values` (`{ type: 'string', enum }`): typed as their union, written as a string. (A union of
 * literals would be an anyOf, which the serialiser can only pick by validating each value.)
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** An instant as ISO 8601 text (`2025-01-31T09:30:00.000Z`). */
export const DateTime = Type.String({ format: 'date-time' });

/** A calendar day as `YYYY-MM-DD`. */
export const DateOnly = Type.String({ description: 'YYYY-MM-DD' });

/** Whole numbers from 1: the ids in paths. */
export const Id = Type.Integer({ minimum: 1 });

/** `{ id }` path parameters. */
export const IdParams = Type.Object({ id: Id });

/** Path parameters named `names`, each a positive id. */
export function IdsParams<const K extends string>(...names: K[]) {
  return Type.Object(Object.fromEntries(names.map((n) => [n, Id])) as { [P in K]: typeof Id });
}

/**
 * The one error shape of every API error (docs/api-contract.md): a message for a notification, a stable code,
 * per-field messages on a 422. Some errors add named details (a 409 of the import names its row).
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  reason: Type.Optional(
    Type.String({ description: 'On a 401 for a session that ended: idle_timeout, session_lifetime or session_ended' }),
  ),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** `{ data: … }`: how most calls wrap their answer. */
export function Data<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** `{ message }`: the confirmation some writes answer with. */
export const Message = Type.Object({ message: Type.String() });

/** A row of a small reference table (categories, statuses, tags …). */
export const NamedItem = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedItem = Static<typeof NamedItem>;

/** `{ id, name }` of a related record. */
export const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

/** `{ name }` of a related record (a category or status as rows carry it). */
export const NameOnly = Type.Object({ name: Type.String() });

/** The error responses a route may give, keyed by status code: the one error body of every API error. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<C, typeof ErrorBody>;
}

/** A 204: no body (typed void, so the handler answers without one). */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });

/**
 * A file answer (a CSV export, the survey PDF): documented as binary content of its media type. The route streams
 * the file, so nothing is serialised; the client reads it as a Blob.
 */
export function fileResponse(mediaType: string, description: string): FileAnswer {
  return {
    description,
    content: { [mediaType]: { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) } },
  };
}

/** A multipart body (spread into the schema): the client sends a FormData; the route reads the parts itself. */
export const MULTIPART: Multipart = { consumes: ['multipart/form-data'] };
