// A refused create: field errors go onto the form (contacts.0.email, hisc…), anything that has no field
// becomes the global alert, and an 'Error' notification always shows the server's message (spec §8).
import { apiErrorBody, errorMessage, fieldErrors, notifyError } from '@pads/shared';
import type { FormikErrors } from 'formik';
import { initialPadValues, type PadFormValues } from './formModel';

const FORM_ROOTS = new Set(Object.keys(initialPadValues()));

/** Puts the field errors on the form and returns the message for the global alert, if any. */
export function applyServerError(
  error: unknown,
  setErrors: (errors: FormikErrors<PadFormValues>) => void,
): string | null {
  notifyError(error);
  const serverErrors = apiErrorBody(error)?.errors;
  if (!serverErrors || Object.keys(serverErrors).length === 0) return errorMessage(error);
  const onFields: Record<string, string[] | string> = {};
  const elsewhere: string[] = [];
  for (const [path, messages] of Object.entries(serverErrors)) {
    if (FORM_ROOTS.has(path.split('.')[0]!)) onFields[path] = messages;
    else elsewhere.push(...(Array.isArray(messages) ? messages : [messages]));
  }
  setErrors(fieldErrors(onFields) as FormikErrors<PadFormValues>);
  return elsewhere.length ? elsewhere.join(' ') : null;
}
