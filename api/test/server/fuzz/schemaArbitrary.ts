// fast-check arbitraries from the route's JSON schema (the OpenAPI document's): `valid` draws values the
// schema allows; `hostile` draws, at every leaf, either such a value or a hostile one (wrong type, edge
// number, naughty text), and may leave out required fields or send null.
import fc from 'fast-check';
import { BLNS_SAMPLE, EDGE_DATES, EDGE_NUMBERS, LEAF_PROBES, NAUGHTY_TEXT } from './hostile.js';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

type Mode = 'valid' | 'hostile';

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function validLeaf(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 100_000;
      // Small ids most of the time: those rows exist in the seeded database.
      return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.min(max, 200) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...LEAF_PROBES),
  fc.constantFrom(...BLNS_SAMPLE, ...NAUGHTY_TEXT),
  fc.constantFrom(...EDGE_NUMBERS.map(Number).filter(Number.isFinite)),
  fc.constant(null),
);

export function schemaArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const inner = valueOf(schema, mode);
  return mode === 'valid' ? inner : fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: hostileLeaf, weight: 1 });
}

function valueOf(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, mode)));
  const type = typeOf(schema);
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    if (!Object.keys(properties).length)
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, schemaArbitrary(s, mode)]));
    return fc.record(model, {
      requiredKeys: mode === 'valid' ? (schema.required ?? []).filter((k) => k in model) : [],
    });
  }
  if (type === 'array') {
    return fc.array(schemaArbitrary(schema.items ?? {}, mode), { maxLength: 4 });
  }
  return validLeaf(schema);
}

/** A query value as text: what the schema allows, or a hostile one. */
export function queryValueArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const valid = valueOf(schema, 'valid').map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS, ...EDGE_DATES), weight: 1 },
    { arbitrary: fc.constantFrom(...NAUGHTY_TEXT, ...BLNS_SAMPLE), weight: 1 },
  );
}
