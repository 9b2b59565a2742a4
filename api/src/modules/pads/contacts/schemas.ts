// OpenAPI documentation of the primary-contact call.
import { errorResponses } from '../../../openapi.js';
import { padTags, primaryContactParams } from '../detail/schemas.js';

export const primaryContactRouteSchema = {
  tags: padTags,
  summary: "Make a contact of type 1 or 4 with an e-mail or phone the pad's primary contact",
  params: primaryContactParams,
  response: errorResponses(401, 403, 404, 409, 422),
};
