// An endpoint of the API is declared once, in two parts tied by their types (docs/conventions.md, "Endpoints"):
// - its route (./endpoints.ts): method and path, and how the client reads the answer. Plain data, so every app
//   bundles it at no cost;
// - its schemas (./api/<module>.ts, `<table>Schemas`): params, query, body and answers as TypeBox (bodies: the
//   yup schemas), with their OpenAPI text. The API binds them to its handlers; the apps only read their types.
// `routes({} as typeof api.xSchemas, {...})` refuses a route table whose names, path parameters or reading do not
// match its schemas, and `endpointCaller` turns a route and its typed input into one request. No TypeBox, yup or
// axios at run time here: the types are erased.
import type { Static, TSchema } from 'typebox';
import type { AnySchema, InferType } from 'yup';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the client reads an answer: 'data' unwraps the `{ data: X }` envelope to X (most calls); 'whole' is the JSON
 * body as it is (a list page, the sign-in, a `{ message }`); 'file' is the body as a Blob (a CSV export, a PDF).
 */
export type Reading = 'data' | 'whole' | 'file';

declare const yupBodyOf: unique symbol;
/** A request body's JSON schema (the OpenAPI document's), converted from the yup schema `S` that validates it. */
export type YupBody<S extends AnySchema = AnySchema> = Record<string, unknown> & { readonly [yupBodyOf]?: S };

/** A multipart body (pad create, photo uploads, the CSV import): the client sends a FormData. */
export interface Multipart {
  readonly consumes: string[];
  readonly '~multipart'?: true;
}

/** A file answer's documentation (its media type); `~file` is a type only. The client reads it as a Blob. */
export interface FileAnswer {
  readonly description: string;
  readonly content: Record<string, unknown>;
  readonly '~file'?: true;
}

/** The schema part of an endpoint: a Fastify route schema (params, querystring, body, response by status). */
export interface EndpointSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: unknown;
  response: { [status: number]: unknown };
}

/** The route part of an endpoint, as the apps import it. `~schema` is a type only: it is never set. */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  S extends EndpointSchema = EndpointSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly reading: Reading;
  readonly '~schema'?: S;
}

type SuccessSchema<R> = 200 extends keyof R
  ? R[200]
  : 201 extends keyof R
    ? R[201]
    : 202 extends keyof R
      ? R[202]
      : 204 extends keyof R
        ? R[204]
        : never;

type IsFile<X> = '~file' extends keyof X ? true : false;

/** A file answer as a call resolves it: its content and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The success answer's body: the Static type of its schema; a file answer is a DownloadedFile. */
export type AnswerOf<S extends EndpointSchema> =
  SuccessSchema<S['response']> extends infer X
    ? IsFile<X> extends true
      ? DownloadedFile
      : X extends TSchema
        ? Static<X>
        : unknown
    : never;

type IsEnvelope<T> = [T] extends [{ data: unknown }]
  ? [Exclude<keyof T, 'data'>] extends [never]
    ? true
    : false
  : false;

/** The reading an endpoint's answer schema calls for (see Reading). */
export type ReadingOf<S extends EndpointSchema> =
  IsFile<SuccessSchema<S['response']>> extends true ? 'file' : IsEnvelope<AnswerOf<S>> extends true ? 'data' : 'whole';

type Spec = `${Method} /${string}`;

/**
 * A route whose answer is not read as `{ data }`: `{ whole: 'GET /admin/pads' }`, `{ file: 'GET /…/download-csv' }`.
 * Plain literals (no call), so a bundle drops the tables it does not use.
 */
export type MarkedSpec<R extends 'whole' | 'file', T extends Spec> = { readonly [K in R]: T };

type Entry = Spec | MarkedSpec<'whole', Spec> | MarkedSpec<'file', Spec>;
type SpecOf<E> = E extends MarkedSpec<'whole', infer T> ? T : E extends MarkedSpec<'file', infer T> ? T : E;
type MethodOf<T> = T extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<T> = T extends `${Method} ${infer P}` ? P : never;

/** The names of a path's parameters: `'/pads/add-owner/:id/:userId'` → `'id' | 'userId'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ParamsMatch<S, P extends string> = S extends { params: infer X extends TSchema }
  ? Same<keyof Static<X>, ParamNames<P>>
  : true;

type EntryReading<E> =
  E extends MarkedSpec<'whole', Spec> ? 'whole' : E extends MarkedSpec<'file', Spec> ? 'file' : 'data';

/** Why an entry does not match its schema, if it does not. */
type EntryError<S extends EndpointSchema, E> =
  ParamsMatch<S, PathOf<SpecOf<E>>> extends false
    ? "its path parameters are not its params schema's"
    : Same<EntryReading<E>, ReadingOf<S>> extends false
      ? ReadingOf<S> extends 'data'
        ? 'its answer is { data }: write the route as a plain string'
        : `its answer is read as ${ReadingOf<S>}: write { ${ReadingOf<S>}: '…' }`
      : never;

type Checked<T, R> = {
  [K in keyof R]: K extends keyof T
    ? T[K] extends EndpointSchema
      ? [EntryError<T[K], R[K]>] extends [never]
        ? unknown
        : { error: EntryError<T[K], R[K]> }
      : { error: 'not an endpoint schema' }
    : { error: 'no schema of this name' };
} & { [K in Exclude<keyof T, keyof R>]: { error: 'a schema without its route' } };

export type EndpointOf<E, S extends EndpointSchema> = Endpoint<MethodOf<SpecOf<E>>, PathOf<SpecOf<E>>, S>;

/**
 * A table of routes bound by name to a table of schemas, given by its type (`{} as typeof api.padNotesSchemas`: a
 * type only, nothing of it is read): every schema has its route, every route its schema, a path's parameters are
 * its params schema's, and each entry reads its answer as the answer's schema says: a plain string for `{ data }`,
 * else `{ whole: … }` or `{ file: … }` (see Reading). One call per table, annotated pure where it is written, so a
 * bundle keeps only the tables it calls.
 */
export function routes<T extends Record<string, EndpointSchema>, const R extends Record<string, Entry>>(
  _schemas: T,
  table: R & Checked<T, R>,
): { readonly [K in keyof R]: EndpointOf<R[K], T[K & keyof T]> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, entry] of Object.entries(table as Record<string, Entry>)) {
    const [reading, spec]: [Reading, string] =
      typeof entry === 'string' ? ['data', entry] : 'whole' in entry ? ['whole', entry.whole] : ['file', entry.file];
    const space = spec.indexOf(' ');
    out[name] = { method: spec.slice(0, space) as Method, path: spec.slice(space + 1), reading };
  }
  return out as { readonly [K in keyof R]: EndpointOf<R[K], T[K & keyof T]> };
}

// The typed input and answer of a call.

type SchemaOf<E> = E extends Endpoint<Method, string, infer S> ? S : never;
type PathOfEndpoint<E> = E extends Endpoint<Method, infer P, EndpointSchema> ? P : never;

/** Path parameters: the params schema's type, else (a path without one) the names of the path's parameters. */
export type ParamsOf<E> =
  SchemaOf<E> extends { params: infer X extends TSchema }
    ? Static<X>
    : [ParamNames<PathOfEndpoint<E>>] extends [never]
      ? never
      : Record<ParamNames<PathOfEndpoint<E>>, string | number>;

/** A query parameter declared as text may be given as a number: it goes on the wire as its text either way. */
type QueryInput<T> = { [K in keyof T]: [string] extends [NonNullable<T[K]>] ? T[K] | number : T[K] };

export type QueryOf<E> = SchemaOf<E> extends { querystring: infer X extends TSchema } ? QueryInput<Static<X>> : never;

type BodySchemaOf<E> = SchemaOf<E> extends { body: infer B } ? B : never;

/**
 * What a client may send for a yup-validated body: the shape yup validates to, each field optional (yup applies
 * the defaults and names what is missing) or null, a number also as its text (yup casts it). The field names
 * and nesting are the schema's, so a field the schema does not have is refused.
 */
export type BodyInput<T> = T extends readonly (infer U)[]
  ? readonly BodyInput<U>[]
  : T extends Blob | Date
    ? T
    : T extends object
      ? { [K in keyof T]?: BodyInput<T[K]> | null }
      : T extends number
        ? T | string
        : T;

/** A body: what its yup schema infers (a TypeBox body: its Static type); a multipart body is a FormData. */
export type BodyOf<E> = [BodySchemaOf<E>] extends [never]
  ? '~multipart' extends keyof SchemaOf<E>
    ? FormData
    : never
  : typeof yupBodyOf extends keyof BodySchemaOf<E>
    ? BodySchemaOf<E> extends YupBody<infer Y>
      ? BodyInput<InferType<Y>>
      : never
    : BodySchemaOf<E> extends TSchema
      ? Static<BodySchemaOf<E>>
      : never;

/** What a call resolves to: the answer, unwrapped from `{ data }` for a 'data' route. */
export type ResultOf<E> =
  AnswerOf<SchemaOf<E>> extends infer A ? (ReadingOf<SchemaOf<E>> extends 'data' ? A[keyof A & 'data'] : A) : never;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}`: "no required key" in the checks below
type Empty = {};
type Part<K extends string, V> = [V] extends [never]
  ? { [P in K]?: never }
  : Empty extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type CallInput<E> = Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;
export type CallArgs<E, X> =
  Empty extends CallInput<E> ? [input?: CallInput<E>, options?: X] : [input: CallInput<E>, options?: X];

/** The path of a call: `/admin/pads/get-notes/12` for `'/admin/pads/get-notes/:id'` and `{ id: 12 }`. */
export function pathOf(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.method} ${endpoint.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** What the client is given per request (axios' request config is one). */
export interface HttpRequest {
  method: Method;
  url: string;
  params?: unknown;
  data?: unknown;
  responseType?: 'blob';
}

/** A client that sends requests (the apps' axios instance). `X`: the extra options a call may pass (signal …). */
export interface HttpClient<X> {
  request(config: HttpRequest & X): Promise<{ data: unknown; headers?: unknown }>;
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFromDisposition(disposition: string | undefined | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/**
 * The typed call over `client`: `call(padNotes.list, { params: { id } })` resolves to the notes. Fills the path
 * parameters, sends the query and body, reads the answer as the route says: unwraps `{ data }` (here, once), or
 * takes a file with its name.
 */
export function endpointCaller<X extends object>(client: HttpClient<X>) {
  return async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E, X>): Promise<ResultOf<E>> {
    const [input, options] = args as [
      { params?: Record<string, string | number>; query?: unknown; body?: unknown } | undefined,
      X | undefined,
    ];
    const request = {
      ...options,
      method: endpoint.method,
      url: pathOf(endpoint, input?.params),
      params: input?.query,
      data: input?.body,
      ...(endpoint.reading === 'file' ? { responseType: 'blob' as const } : {}),
    } as HttpRequest & X;
    const { data, headers } = await client.request(request);
    if (endpoint.reading === 'file') {
      const disposition = (headers as Record<string, string | undefined> | undefined)?.['content-disposition'];
      return { blob: data as Blob, fileName: fileNameFromDisposition(disposition) } as ResultOf<E>;
    }
    return (endpoint.reading === 'data' ? (data as { data: unknown }).data : data) as ResultOf<E>;
  };
}
