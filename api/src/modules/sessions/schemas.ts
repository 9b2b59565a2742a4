// Route schemas of the signed-in admin's own sessions; answers from @pads/contracts/api.
import { AdminSessionsReply, EndedSessionsReply, IdParams } from '@pads/contracts/api';
import { errorResponses, NoContent } from '../../openapi.js';

const tags = ['sessions'];

export const listSessionsRouteSchema = {
  tags,
  summary: "The signed-in admin's live sessions, most recently used first",
  response: { 200: AdminSessionsReply, ...errorResponses(401, 403) },
};

export const endSessionRouteSchema = {
  tags,
  summary: "End one of the signed-in admin's sessions (the current one signs out)",
  params: IdParams,
  response: { 204: { ...NoContent, description: 'Ended' }, ...errorResponses(401, 403, 404, 422) },
};

export const endOtherSessionsRouteSchema = {
  tags,
  summary: 'End every session of the signed-in admin but the current one',
  response: { 200: EndedSessionsReply, ...errorResponses(401, 403) },
};
