// OpenAPI documentation of a pad's owner calls (tag "pad owners"); bodies are validated with the shared yup
// schemas of @pads/contracts.
import { CONTACT_TYPE } from '@pads/contracts';
import { positiveIdParams } from '../../../domain/routeParams.js';
import { errorResponses } from '../../../openapi.js';

const tags = ['pad owners'];

export const listOwnersRouteSchema = {
  tags,
  summary: "A pad's owners (contacts of type 4) and their state",
  params: positiveIdParams('id'),
  response: errorResponses(404, 422),
};

export const addOwnerRouteSchema = {
  tags,
  summary: 'Add an existing user as an (unclaimed) owner of the pad',
  params: positiveIdParams('id', 'userId'),
  response: errorResponses(404, 409, 422),
};

export const acceptOwnerRouteSchema = {
  tags,
  summary: 'Confirm an owner: the contact becomes claimed by the user (and their pending claim is accepted)',
  body: {
    type: 'object',
    properties: { pad_id: { type: 'integer' }, user_id: { type: 'integer' }, contact_id: { type: 'integer' } },
    required: ['pad_id', 'user_id', 'contact_id'],
  },
  response: errorResponses(404, 409, 422),
};

export const addOwnerContactRouteSchema = {
  tags,
  summary: 'Create an owner contact from an e-mail with no matching user (contact type 4); returns its id',
  body: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      contact_type_id: { type: 'integer', enum: [CONTACT_TYPE.Owner] },
      pad_id: { type: 'integer' },
    },
    required: ['email', 'pad_id'],
  },
  response: errorResponses(404, 422),
};
