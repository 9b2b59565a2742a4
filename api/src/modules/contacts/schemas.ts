// OpenAPI documentation of the contact calls (tag "pad owners": the Owners table makes them); bodies are
// validated with the shared yup schemas of @pads/contracts.
import { positiveIdParams } from '../../domain/routeParams.js';
import { errorResponses } from '../../openapi.js';

const tags = ['pad owners'];

export const pendingStatusRouteSchema = {
  tags,
  summary: 'Mark an unclaimed owner pending with a reason, or (is_confirmation: true) send the confirmation e-mail',
  params: positiveIdParams('padId', 'contactId'),
  body: { type: 'object', properties: { comment: { type: 'string' }, is_confirmation: { type: 'boolean' } } },
  response: errorResponses(404, 409, 422),
};

export const deleteContactRouteSchema = (...params: string[]) => ({
  tags,
  summary: 'Delete a contact of the pad (an owner is rejected or removed this way); the type, when given, must match',
  params: positiveIdParams(...params),
  response: errorResponses(404, 422),
});
