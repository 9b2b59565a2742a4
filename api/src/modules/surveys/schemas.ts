// OpenAPI documentation of the survey calls; bodies are checked by the shared surveyStepsSchema.
import { errorResponses } from '../../openapi.js';
import { positiveIdParams } from '../../domain/routeParams.js';

const tags = ['surveys'];
const data = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;

export const surveyRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: positiveIdParams('id'),
  response: { 200: data, ...errorResponses(401, 404, 422) },
});

export const padSurveyRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: positiveIdParams('padId'),
  response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses(401, 403, 404, 422) },
});

export const saveRouteSchema = {
  tags,
  summary:
    'Save the steps (general, landing, hazards, approach, facilities, view, location — the app may send the landing point as `map`), with the `version` they were loaded with; status and progress follow from them',
  body: { type: 'object', additionalProperties: true },
  response: { 200: data, ...errorResponses(401, 403, 404, 409, 422) },
};

export const statusRouteSchema = {
  tags,
  summary: "Report the survey's status (the app's separate status call); refused when the steps make it another",
  params: positiveIdParams('id'),
  body: { type: 'object', properties: { status: { type: 'integer', enum: [1, 2, 3] } } },
  response: { 200: data, ...errorResponses(401, 404, 422) },
};

export const photoRouteSchema = {
  tags,
  summary: 'Upload the view photo of one direction (multipart `upload` and `direction`); it replaces the old one',
  consumes: ['multipart/form-data'],
  params: positiveIdParams('id'),
  response: { 200: data, ...errorResponses(401, 403, 404, 413, 422) },
};

export const pdfRouteSchema = {
  tags,
  summary: 'The survey as a PDF, Survey_{padname}.pdf',
  params: positiveIdParams('id'),
  produces: ['application/pdf'],
  response: errorResponses(401, 404, 422),
};
