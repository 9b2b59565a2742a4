// One error shape for every failure: { message, code, errors? }. Codes are stable; clients switch on them.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError } from 'yup';
import {
  CONFLICT_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isTransactionConflict,
} from './db/unavailable.js';
import { StorageUnavailable } from './storage/types.js';

declare module 'fastify' {
  interface FastifyReply {
    /** The `code` of the AppError this reply answers, when it differs from its status's (see errorCodeOf). */
    errorCode: string;
  }
}

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra top-level answer fields (a 409 names who changed the record and when). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'Unauthenticated.') => new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, 'conflict', message, undefined, details);
export const databaseUnavailable = () =>
  new AppError(503, 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.');
export const writeConflict = () =>
  new AppError(
    503,
    'service_unavailable',
    'Another change was being saved at the same moment, so this one was not. Please try again.',
  );
export const storageUnavailable = () =>
  new AppError(503, 'storage_unavailable', 'The photo storage is not available. Please try again later.');
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new AppError(422, 'validation_failed', message ?? firstMessage(errors) ?? 'The given data was invalid.', errors);

function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors)[0]?.[0];
}

/** Turns a yup ValidationError (abortEarly: false) into per-field messages. */
export function fromYup(error: ValidationError): AppError {
  const errors: FieldErrors = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const e of inner) {
    const field = e.path ?? '_';
    const messages = (errors[field] ??= []);
    // One rule can fail a value twice (1e309 is neither whole nor below the maximum): each message once.
    for (const message of e.errors) if (!messages.includes(message)) messages.push(message);
  }
  return validationFailed(errors);
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** The stable `code` of an error answer ('' for a success): the metrics count errors by it. */
export function errorCodeOf(reply: FastifyReply): string {
  if (reply.statusCode < 400) return '';
  return reply.errorCode || (STATUS_CODES[reply.statusCode] ?? 'error');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateReply('errorCode', '');

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found.`, code: 'not_found' });
  });

  app.setErrorHandler((error: FastifyError | AppError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) error = fromYup(error);
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: the client may retry, and a load balancer may route away.
      request.log.warn({ err: error }, 'database unavailable');
      error = databaseUnavailable();
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (isTransactionConflict(error)) {
      // PostgreSQL rolled the change back because another one met it (a deadlock): nothing was saved, and sent
      // again it goes through. Not a 409: nothing is stale, the client need not reload first.
      request.log.warn({ err: error }, 'transaction conflict');
      error = writeConflict();
      reply.header('Retry-After', String(CONFLICT_RETRY_AFTER_SECONDS));
    } else if (error instanceof StorageUnavailable) {
      // S3 refused or did not answer: the log says which call and why (its code: SignatureDoesNotMatch,
      // NoSuchBucket…); the client gets a stable code, never the storage's own words.
      request.log.error({ err: error }, 'photo storage unavailable');
      error = storageUnavailable();
    }
    if (error instanceof AppError) {
      reply.errorCode = error.code;
      return reply.code(error.statusCode).send({
        ...error.details,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      // Fastify's own schema validation (query strings, params): report it per field, as 422.
      const errors: FieldErrors = {};
      for (const v of fe.validation) {
        const missing = (v.params as { missingProperty?: string }).missingProperty;
        const field =
          [v.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.') ||
          fe.validationContext ||
          '_';
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.code(422).send({ message: 'The given data was invalid.', code: 'validation_failed', errors });
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Server error.', code: 'internal_error' });
    }
    return reply.code(status).send({ message: fe.message, code: STATUS_CODES[status] ?? 'bad_request' });
  });
}
