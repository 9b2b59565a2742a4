// Runs a shared schema the way both the forms and the API want it: every error at once, keyed by dotted path.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { wrongTypes } from './wrongTypes.ts';

/** yup reports `contacts[0].email`; the API contract and the forms use `contacts.0.email`. */
export const dottedPath = (path: string | undefined) => (path ?? '_').replace(/\[(\d+)\]/g, '.$1');

export type SchemaResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<SchemaResult<InferType<S>>> {
  const wrong = wrongTypes(schema, input);
  if (Object.keys(wrong).length) return { ok: false, errors: wrong };
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string[]> = {};
    for (const e of error.inner.length ? error.inner : [error]) (errors[dottedPath(e.path)] ??= []).push(...e.errors);
    return { ok: false, errors };
  }
}
