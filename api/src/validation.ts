// Request bodies are validated with the same yup schemas the forms use (@pads/shared/schemas), so a
// rule and its message live in one place; failures become the common 422 shape.
import { wrongTypes } from '@pads/contracts';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { fromYup, validationFailed, type FieldErrors } from './errors.js';

/** `context` feeds the schema's `$name` references (e.g. what the stored row already has). */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  // A missing body must fail on its required fields, not pass as "undefined is a valid optional object".
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw validationFailed({ _: ['The request body must be a JSON object.'] });
  }
  // Top-level fields by the API's stricter rules; objects and lists in place of plain values at any depth.
  const wrong = { ...wrongTypes(schema, input), ...typeErrors(schema, input as Record<string, unknown>) };
  if (Object.keys(wrong).length) throw validationFailed(wrong);
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) throw fromYup(error);
    throw error;
  }
}

const ACCEPTS: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string' || typeof v === 'number',
  number: (v) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))),
  boolean: (v) => typeof v === 'boolean',
};

/**
 * yup's transforms (trim, lowercase) assume the right JS type and throw a TypeError on, say, an
 * object where a string belongs; that would be a 500. Wrong JSON types are refused here first.
 */
function typeErrors(schema: AnyObjectSchema, body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldSchema] of Object.entries(schema.fields)) {
    const value = body[field];
    const type = (fieldSchema as { type?: string }).type ?? '';
    if (value == null || !ACCEPTS[type]) continue;
    if (!ACCEPTS[type](value)) errors[field] = [`The ${field} field must be a ${type}.`];
  }
  return errors;
}
