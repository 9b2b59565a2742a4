// The app's schema compilers, shared by every app the process builds. Each declared shape of
// @pads/contracts/api is one schema object that many routes reuse (ErrorBody answers 401/403/404/422 on nearly
// every route, and Fastify compiles each GET's schemas again for its HEAD route): compiled once per object,
// not once per route and app, an app's start-up stays as quick as before the shapes were declared.
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/** Marks a body schema converted from yup (OpenAPI allows `x-` keys): documentation only, yup validates it. */
export { YUP_VALIDATED } from '@pads/contracts/api';
import { YUP_VALIDATED } from '@pads/contracts/api';

const passThrough = (data: unknown) => ({ value: data });

// One pool for the process: ajv keeps one instance per options and caches what it compiled by schema object.
const ajvPool = AjvCompiler();

/**
 * The app's validator compiler: ajv, as Fastify builds it, except for bodies documented by `yupBody` /
 * `yupBodies`, which pass through untouched to the handler's yup validation (ajv would coerce their values and
 * answer with its own messages first). So a route needs no validator of its own to document its body from yup.
 */
export function yupAwareValidators(): ValidatorFactory {
  const build = (
    externalSchemas: Parameters<typeof ajvPool>[0],
    options: Parameters<typeof ajvPool>[1],
  ): FastifySchemaCompiler<unknown> => {
    const compile = ajvPool(externalSchemas, options) as FastifySchemaCompiler<unknown>;
    return (route) =>
      route.httpPart === 'body' && (route.schema as Record<string, unknown>)[YUP_VALIDATED]
        ? passThrough
        : compile(route);
  };
  // ajv-compiler's type wants an ajv ValidateFunction back; Fastify takes any (data) => result (FastifySchemaCompiler).
  return build as unknown as ValidatorFactory;
}

type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

const serializerSelector = SerializerSelector();
const serializerPools = new Map<string, { compile: SerializerCompiler; compiled: WeakMap<object, Serializer> }>();

/**
 * Fastify's response serialiser compiler (fast-json-stringify), with each schema object compiled once per
 * process and serialiser options: a serialiser is a pure function of its schema and options.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
  let pool = serializerPools.get(key);
  if (!pool) {
    pool = { compile: serializerSelector(externalSchemas, options), compiled: new WeakMap() };
    serializerPools.set(key, pool);
  }
  const { compile, compiled } = pool;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};
