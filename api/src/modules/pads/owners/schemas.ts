// Route schemas of a pad's owner calls (tag "pad owners"): answers from @pads/contracts/api, bodies documented from
// the shared yup schemas that validate them.
import { acceptOwnerSchema, ownerContactSchema } from '@pads/contracts';
import { IdsParams, OwnerContactCreated, PadOwnerReply, PadOwnersReply } from '@pads/contracts/api';
import { errorResponses, yupBody } from '../../../openapi.js';

const tags = ['pad owners'];

export const listOwnersRouteSchema = {
  tags,
  summary: "A pad's owners (contacts of type 4) and their state",
  params: IdsParams('id'),
  response: { 200: PadOwnersReply, ...errorResponses(404, 422) },
};

export const addOwnerRouteSchema = {
  tags,
  summary: 'Add an existing user as an (unclaimed) owner of the pad',
  params: IdsParams('id', 'userId'),
  response: { 200: PadOwnerReply, ...errorResponses(404, 409, 422) },
};

export const acceptOwnerRouteSchema = {
  tags,
  summary: 'Confirm an owner: the contact becomes claimed by the user (and their pending claim is accepted)',
  body: yupBody(acceptOwnerSchema),
  response: { 200: PadOwnerReply, ...errorResponses(404, 409, 422) },
};

export const addOwnerContactRouteSchema = {
  tags,
  summary: 'Create an owner contact from an e-mail with no matching user (contact type 4); returns its id',
  body: yupBody(ownerContactSchema),
  response: { 201: OwnerContactCreated, ...errorResponses(404, 422) },
};
