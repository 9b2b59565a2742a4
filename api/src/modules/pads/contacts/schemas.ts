// Route schema of the primary-contact call (answer and parameters from @pads/contracts/api).
import { PadContactsReply, PrimaryContactParams } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';
import { padTags } from '../detail/schemas.js';

export const primaryContactRouteSchema = {
  tags: padTags,
  summary: "Make a contact of type 1 or 4 with an e-mail or phone the pad's primary contact",
  params: PrimaryContactParams,
  response: { 200: PadContactsReply, ...errorResponses(401, 403, 404, 409, 422) },
};
