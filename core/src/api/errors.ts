import { isAxiosError } from 'axios';
import type { ApiErrorBody } from './types';

export const UNKNOWN_ERROR = 'Unknown error';

export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (isAxiosError(error) && error.response?.data && typeof error.response.data === 'object') {
    return error.response.data as ApiErrorBody;
  }
  return undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** Server message, else the error's own message, else 'Unknown error'. */
export function errorMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body?.message) return body.message;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

/** Every per-field message the server sent, flattened, in field order. */
export function fieldErrorMessages(error: unknown): string[] {
  const errors = apiErrorBody(error)?.errors;
  if (!errors) return [];
  return Object.values(errors).flatMap((messages) => (Array.isArray(messages) ? messages : [messages]));
}

/** Per-field errors if any, else the message chain of errorMessage. */
export function describeError(error: unknown): string[] {
  const fieldMessages = fieldErrorMessages(error);
  return fieldMessages.length > 0 ? fieldMessages : [errorMessage(error)];
}
