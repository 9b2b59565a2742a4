// OpenAPI documentation of 'Mark as NOT duplicate' (tag "dupe-checker": the duplicates screen calls it).
import { positiveIdParams } from '../../../domain/routeParams.js';
import { errorResponses } from '../../../openapi.js';

const tags = ['dupe-checker'];
const objectData = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;

export const notDuplicateRouteSchema = {
  tags,
  summary: 'Mark a pair as not duplicate (again: unmark); remembered while neither pad moves',
  params: positiveIdParams('prev', 'next'),
  response: { 200: objectData, ...errorResponses(404, 422) },
};
