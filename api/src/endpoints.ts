// The API's routes are the endpoints declared in @pads/contracts (docs/conventions.md, "Endpoints"): each route
// table (`@pads/contracts/endpoints`) is bound here to its schemas (`<table>Schemas` in `@pads/contracts/api`), and
// a handler is registered with `route(app, endpoints.padNotes.list, handler)`: its method, URL and schema come from
// the declaration, its request and answer are typed by the schema. A route added any other way, or a declared
// endpoint no handler serves, stops the app at start (`routeCheck`, used by app.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as contract from '@pads/contracts/api';
import type { Endpoint, EndpointSchema, Method } from '@pads/contracts/endpoint';
import * as declared from '@pads/contracts/endpoints';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { AppInstance } from './openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared endpoint a route serves (`padNotes.list`), set by `route`. */
    endpoint?: string;
  }
}

/** An endpoint with its schemas, as the API registers it. */
export interface BoundEndpoint<S extends EndpointSchema = EndpointSchema> extends Endpoint<Method, string, S> {
  /** `<table>.<name>`, e.g. `padNotes.list`. */
  readonly name: string;
  readonly schema: S;
}

type Bound<E> = E extends Endpoint<infer M, infer P, infer S> ? Endpoint<M, P, S> & BoundEndpoint<S> : never;
type Declared = typeof declared;
export type Endpoints = {
  readonly [T in keyof Declared]: { readonly [K in keyof Declared[T]]: Bound<Declared[T][K]> };
};

function bindAll(): Endpoints {
  const schemas = contract as unknown as Record<string, Record<string, EndpointSchema> | undefined>;
  const out: Record<string, Record<string, BoundEndpoint>> = {};
  for (const [table, routes] of Object.entries(declared as unknown as Record<string, Record<string, Endpoint>>)) {
    const tableSchemas = schemas[`${table}Schemas`];
    if (!tableSchemas) throw new Error(`@pads/contracts/api has no ${table}Schemas for the routes ${table}`);
    out[table] = Object.fromEntries(
      Object.entries(routes).map(([name, endpoint]) => {
        const schema = tableSchemas[name];
        if (!schema) throw new Error(`${table}Schemas has no ${name}`);
        return [name, { ...endpoint, name: `${table}.${name}`, schema }];
      }),
    );
  }
  return out as unknown as Endpoints;
}

/** Every declared endpoint with its schemas, by table and name. */
export const endpoints = bindAll();

/** Every declared endpoint, in one list. */
export const allEndpoints = (): BoundEndpoint[] =>
  Object.values(endpoints as unknown as Record<string, Record<string, BoundEndpoint>>).flatMap((t) => Object.values(t));

/** Where the apps' base URL (`/api`) puts a declared path. */
export const API_PREFIX = '/api';
const ADMIN_PREFIX = `${API_PREFIX}/admin`;

/** A route's options on the app's type provider, its request and answer typed by the schema `S`. */
type RouteOf<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;
type Options<S extends FastifySchema> = Omit<RouteOf<S>, 'schema' | 'handler'>;
type Handler<S extends FastifySchema> = RouteOf<S>['handler'];

/**
 * Registers the handler of a declared endpoint in `app`'s scope. The scope must be the one its path belongs to:
 * an /admin endpoint only inside the admin scope (whose hook demands an admin), so no declaration can move a
 * handler out of the guard.
 */
export function route<S extends EndpointSchema & FastifySchema>(
  app: AppInstance,
  endpoint: BoundEndpoint<S>,
  handler: Handler<S>,
): void;
export function route<S extends EndpointSchema & FastifySchema>(
  app: AppInstance,
  endpoint: BoundEndpoint<S>,
  options: Options<S>,
  handler: Handler<S>,
): void;
export function route<S extends EndpointSchema & FastifySchema>(
  app: AppInstance,
  endpoint: BoundEndpoint<S>,
  ...rest: [Handler<S>] | [Options<S>, Handler<S>]
): void {
  const [options, handler] = rest.length === 1 ? [{} as Options<S>, rest[0]] : rest;
  app.route({
    ...options,
    method: endpoint.method,
    url: scopedUrl(app.prefix, endpoint),
    schema: endpoint.schema,
    config: { ...options.config, endpoint: endpoint.name },
    handler,
  });
}

/** The endpoint's URL relative to the scope's prefix; refuses a scope its path is not under. */
export function scopedUrl(prefix: string, endpoint: Pick<BoundEndpoint, 'name' | 'path'>): string {
  const full = `${API_PREFIX}${endpoint.path}`;
  const isAdmin = full.startsWith(`${ADMIN_PREFIX}/`);
  const inAdminScope = prefix === ADMIN_PREFIX || prefix.startsWith(`${ADMIN_PREFIX}/`);
  if (!full.startsWith(`${prefix}/`) || isAdmin !== inAdminScope) {
    throw new Error(`${endpoint.name} (${full}) cannot be registered in the scope ${prefix || '/'}`);
  }
  return full.slice(prefix.length);
}

/**
 * Routes that are not calls of the API, so not declared: the photo files at /uploads/<key> (outside /api, for
 * <img> tags). The plugins' own routes (the OpenAPI UI, CORS preflight, /metrics) are added before the check.
 */
const NOT_CALLS = new Set(['GET /uploads/*', 'HEAD /uploads/*']);

/**
 * Holds the route table to the declarations: `onRoute` refuses a route that is not a declared endpoint's (or is
 * registered at another method or URL than declared), `assertComplete` a declared endpoint no handler serves.
 */
export function routeCheck(declaredEndpoints: BoundEndpoint[] = allEndpoints()) {
  const byName = new Map(declaredEndpoints.map((e) => [e.name, e]));
  const served = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    const methods = [route.method].flat();
    const name = route.config?.endpoint;
    const endpoint = name ? byName.get(name) : undefined;
    if (!endpoint) {
      if (methods.every((m) => NOT_CALLS.has(`${m} ${route.url}`))) return;
      throw new Error(`${methods.join(',')} ${route.url} is not a declared endpoint (@pads/contracts/endpoints)`);
    }
    const url = `${API_PREFIX}${endpoint.path}`;
    // Fastify adds a HEAD route beside each GET, with the GET's options.
    const methodOk = methods.every((m) => m === endpoint.method || (m === 'HEAD' && endpoint.method === 'GET'));
    if (route.url !== url || !methodOk) {
      throw new Error(
        `${endpoint.name} is declared as ${endpoint.method} ${url}, registered as ${methods} ${route.url}`,
      );
    }
    served.add(endpoint.name);
  };
  const assertComplete = () => {
    const missing = [...byName.keys()].filter((name) => !served.has(name));
    if (missing.length) throw new Error(`Declared endpoints without a handler: ${missing.join(', ')}`);
  };
  return { onRoute, assertComplete };
}
