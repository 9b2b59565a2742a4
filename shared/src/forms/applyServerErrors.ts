import type { FormikErrors } from 'formik';
import { apiErrorBody } from '@pads/core';
import { fieldErrors } from '@pads/contracts';

/** Puts a 422's per-field messages on the formik fields; returns whether there were any. */
export function applyServerErrors<Values>(error: unknown, setErrors: (errors: FormikErrors<Values>) => void): boolean {
  const errors = apiErrorBody(error)?.errors;
  if (!errors || Object.keys(errors).length === 0) return false;
  setErrors(fieldErrors(errors) as FormikErrors<Values>);
  return true;
}
