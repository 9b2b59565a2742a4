// yup's casts assume the JSON type they were written for: `string().trim()` calls `.trim()` on whatever
// arrives, and casting `{ "toString": 1 }` to a string, number or boolean calls the object's `toString`. An
// object or a list where a plain value belongs would throw a TypeError (a 500 in the API), so it is refused
// first, at any depth, under its dotted path (`contacts.0.email`), as the forms read field errors.
import type { AnySchema } from 'yup';

const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'date']);

interface Described {
  type?: string;
  fields?: Record<string, Described>;
  innerType?: Described;
}

const nameOf = (path: string) =>
  path
    .split('.')
    .filter((s) => !/^\d+$/.test(s))
    .pop() ?? path;

/** Objects and lists given where the schema wants a string, number, boolean or date, keyed by dotted path. */
export function wrongTypes(schema: AnySchema, input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const walk = (s: Described, value: unknown, path: string) => {
    if (value === null || value === undefined) return;
    const isObject = typeof value === 'object';
    if (s.type && PLAIN_TYPES.has(s.type)) {
      if (isObject && !(s.type === 'date' && value instanceof Date))
        errors[path] = [`The ${nameOf(path)} field must be a ${s.type}.`];
      return;
    }
    // A wrong container is yup's own type error (no cast runs into it): only right ones are walked.
    if (s.type === 'object' && s.fields && isObject && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(s.fields)) {
        walk(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      }
    } else if (s.type === 'array' && s.innerType && Array.isArray(value)) {
      value.forEach((item, i) => walk(s.innerType!, item, `${path}.${i}`));
    }
  };
  walk(schema as unknown as Described, input, '');
  return errors;
}
