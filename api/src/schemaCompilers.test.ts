import { Type } from 'typebox';
import { sharedSerializers, yupAwareValidators, YUP_VALIDATED } from './schemaCompilers.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const Answer = Type.Object({ id: Type.Integer(), name: Type.String() });

test('a response schema object is compiled once for every route and app of the process', () => {
  const firstApp = sharedSerializers({}, {});
  const secondApp = sharedSerializers({}, {});
  const serialize = firstApp(route(Answer));
  expect(firstApp({ ...route(Answer), url: '/y', method: 'HEAD' })).toBe(serialize);
  expect(secondApp(route(Answer))).toBe(serialize);
  // The serialiser is the schema's: undeclared keys are left out.
  expect(JSON.parse(serialize({ id: 1, name: 'Pad', secret: 'x' }))).toEqual({ id: 1, name: 'Pad' });
});

test('another schema object, or other serialiser options, compile their own serialiser', () => {
  const serializers = sharedSerializers({}, {});
  const copy = Type.Object({ id: Type.Integer(), name: Type.String() });
  expect(serializers(route(copy))).not.toBe(serializers(route(Answer)));
  const rounding = sharedSerializers({}, { rounding: 'floor' });
  expect(rounding(route(Answer))).not.toBe(serializers(route(Answer)));
  expect(JSON.parse(rounding(route(Answer))({ id: 1.7, name: 'Pad' }))).toEqual({ id: 1, name: 'Pad' });
});

type Check = (data: unknown) => unknown;
const validators = (options = { customOptions: { coerceTypes: true, allErrors: true } }) =>
  (yupAwareValidators() as unknown as (ext: object, opts: object) => (r: object) => Check)({}, options);

test('a yup-documented body passes through untouched; other parts are ajv-checked, once per schema object', () => {
  const body = { type: 'object', properties: { n: { type: 'integer' } }, [YUP_VALIDATED]: true };
  const passed = validators()({ schema: body, httpPart: 'body', method: 'POST', url: '/x' });
  expect(passed({ n: 'not a number' })).toEqual({ value: { n: 'not a number' } });

  const Query = Type.Object({ page: Type.Integer() });
  const check = validators()({ schema: Query, httpPart: 'querystring', method: 'GET', url: '/x' });
  expect(validators()({ schema: Query, httpPart: 'querystring', method: 'GET', url: '/y' })).toBe(check);
  expect(check({ page: 'two' })).toBe(false);
  const query = { page: '2' };
  expect(check(query)).toBe(true);
  expect(query.page).toBe(2);
});
