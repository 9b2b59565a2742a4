// Route schemas of the contact calls (tag "pad owners": the Owners table makes them): answers from
// @pads/contracts/api, the body documented from the shared pendingStatusSchema that validates it.
import { pendingStatusSchema } from '@pads/contracts';
import { ContactDeleted, ContactParams, ContactTypeParams, PendingStatusReply } from '@pads/contracts/api';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['pad owners'];

export const pendingStatusRouteSchema = {
  tags,
  summary: 'Mark an unclaimed owner pending with a reason, or (is_confirmation: true) send the confirmation e-mail',
  params: ContactParams,
  body: yupBody(pendingStatusSchema),
  response: { 200: PendingStatusReply, ...errorResponses(404, 409, 422) },
};

const deleteContactRouteSchema = <P extends typeof ContactParams | typeof ContactTypeParams>(params: P) => ({
  tags,
  summary: 'Delete a contact of the pad (an owner is rejected or removed this way); the type, when given, must match',
  params,
  response: { 200: ContactDeleted, ...errorResponses(404, 422) },
});
export const deleteContactRouteSchemas = {
  byContact: deleteContactRouteSchema(ContactParams),
  byContactAndType: deleteContactRouteSchema(ContactTypeParams),
};
