// Request bodies are declared once, as the shared yup schemas (../schemas/): the forms and the API validate with
// them. Their JSON schema, for the OpenAPI document, is converted from them here (@sodaru/yup-to-json-schema);
// an answer that echoes a body's shape (a survey's steps) takes it the same way, typed by yup's InferType.
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { Type, type TSchema } from 'typebox';
import type { AnySchema, InferType } from 'yup';
import type { YupBody } from '../endpoint.ts';

type Json = Record<string, unknown>;

/** yup's `oneOf([ref('password')])` describes the ref as an object: not a value, so not an enum member. */
function withoutRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'enum' && Array.isArray(value)) {
      const values = value.filter((v) => v === null || typeof v !== 'object');
      if (values.length) out.enum = values;
    } else out[key] = withoutRefs(value);
  }
  return out;
}

/** The JSON schema of a yup schema (documentation: yup itself validates). */
export function yupJsonSchema(schema: AnySchema, description?: string): Json {
  const json = withoutRefs(convertSchema(schema)) as Json;
  return description ? { ...json, description } : json;
}

/** A yup-declared shape inside an answer: its JSON schema, typed as yup infers it. */
export function FromYup<S extends AnySchema>(schema: S) {
  return Type.Unsafe<InferType<S>>(yupJsonSchema(schema));
}

/**
 * Marks a body that yup validates: the API's validator compiler lets it through untouched (ajv would coerce values
 * and answer before yup), and the OpenAPI document shows it.
 */
export const YUP_VALIDATED = 'x-yup-validated';

/** A request body's documentation, converted from the yup schema that validates it, typed by it (the client's body). */
export function yupBody<S extends AnySchema>(schema: S, description?: string): YupBody<S> {
  return { ...yupJsonSchema(schema, description), [YUP_VALIDATED]: true } as YupBody<S>;
}

/** A body that is one of several yup-declared shapes (e.g. per tab), each documented by `yupBody`. */
export function yupBodies<S extends AnySchema[]>(...bodies: { [I in keyof S]: YupBody<S[I]> }): YupBody<S[number]> {
  return { oneOf: bodies, [YUP_VALIDATED]: true } as YupBody<S[number]>;
}

/**
 * A body its handler reads and checks itself (the saved filters' two shapes): documented and typed by `schema`,
 * left to the handler like a yup-validated one.
 */
export function handlerBody<S extends TSchema>(schema: S): S {
  return { ...schema, [YUP_VALIDATED]: true };
}
