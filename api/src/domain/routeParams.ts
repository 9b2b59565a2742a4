// A route validator compiler for routes whose bodies (and query) yup validates in the handler: every
// path parameter the route declares (IdsParams of @pads/contracts/api) must be a record id (`routeId`, the rule
// the apps' deep links share: 1 to int4's maximum; else the common 422 naming it), and bodies and query strings
// pass through untouched (ajv's coercion would change them before yup saw them; their JSON schemas only document
// them).
import { routeId } from '@pads/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validationFailed, type FieldErrors } from '../errors.js';
import { pagingOf } from '../lists/paging.js';

export const idsValidator: FastifySchemaCompiler<unknown> = ({ httpPart, schema }) => {
  if (httpPart !== 'params') return (data: unknown) => ({ value: data });
  const names = Object.keys((schema as { properties?: object }).properties ?? {});
  return (data: unknown) => {
    const params = { ...(data as Record<string, unknown>) };
    const errors: FieldErrors = {};
    for (const name of names) {
      const raw = params[name];
      if (raw === undefined) continue;
      const id = typeof raw === 'string' ? routeId(raw) : null;
      if (id !== null) params[name] = id;
      else errors[name] = [`The ${name} must be a positive integer.`];
    }
    return Object.keys(errors).length ? { error: validationFailed(errors) } : { value: params };
  };
};

/** `page` of a paged tab: the one paging rule (lists/paging.ts); anything else is a 422 on `page`. */
export const pageOf = (query: unknown): number => pagingOf(query).page;
