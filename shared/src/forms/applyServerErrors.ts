// The one way a form shows a refused submit (docs/conventions.md): the 422's field errors go onto the
// fields (nested and list paths included, e.g. `contacts.1.email`), errors naming no field of this form
// become the form alert, and one 'Error' notification shows the server's message.
import type { FormikErrors } from 'formik';
import { apiErrorBody, errorMessage, notifyError } from '@pads/core';
import { fieldErrors } from '@pads/contracts';

/**
 * @param fields the form's values (or initial values): a server error belongs on the form when the first
 *               segment of its path is one of their keys
 * @returns the message for the form alert, or null when every error found its field
 */
export function applyServerErrors<Values extends object>(
  error: unknown,
  setErrors: (errors: FormikErrors<Values>) => void,
  fields: Values,
): string | null {
  notifyError(error);
  const serverErrors = serverFieldErrors(error);
  if (!serverErrors) return errorMessage(error);
  const roots = new Set(Object.keys(fields));
  const onFields: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [path, messages] of Object.entries(serverErrors)) {
    if (roots.has(path.split('.')[0]!)) onFields[path] = messages;
    else elsewhere.push(...messages);
  }
  setErrors(fieldErrors(onFields) as FormikErrors<Values>);
  return elsewhere.length ? elsewhere.join(' ') : null;
}

/**
 * The per-field messages of a refused request (a 422's `errors`), each path with its list of messages; null
 * when the refusal names no field. For screens whose fields are not a formik form (the merge screen's rows).
 */
export function serverFieldErrors(error: unknown): Record<string, string[]> | null {
  const serverErrors = apiErrorBody(error)?.errors;
  if (!serverErrors || Object.keys(serverErrors).length === 0) return null;
  return Object.fromEntries(
    Object.entries(serverErrors).map(([path, messages]) => [path, Array.isArray(messages) ? messages : [messages]]),
  );
}
