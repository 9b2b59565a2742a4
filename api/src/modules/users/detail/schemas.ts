// Route schemas of the user page: answers and parameters from @pads/contracts/api, bodies documented from the
// yup schemas that validate them (the shared archiveReasonSchema, the server-only role change here).
import { archiveReasonSchema } from '@pads/contracts';
import { CampaignOptions, IdParams, UserDetailReply, UserPadsPage, UserPadsQuery } from '@pads/contracts/api';
import { number, object } from 'yup';
import { errorResponses, yupBody } from '../../../openapi.js';

const tags = ['users'];

export const getUserRouteSchema = {
  tags,
  summary: 'A user with everything the Info tab shows (location, premium state, campaign, pads count, version)',
  params: IdParams,
  response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 422) },
};

export const toggleDeletionRouteSchema = {
  tags,
  summary:
    'Archive (body { note }, at least 3 characters) or unarchive a user; archiving revokes their tokens and blocks sign-in',
  params: IdParams,
  body: yupBody(archiveReasonSchema, 'Only when archiving.'),
  response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 422) },
};

// Server-only bodies (no form sends them as typed by the user).
export const roleChangeSchema = object({
  role: number()
    .strict()
    .required('The role field is required.')
    .oneOf([0, 1, 2, 3], 'The role must be 0, 1, 2 or 3.')
    .typeError('The role must be 0, 1, 2 or 3.'),
  version: number().strict().integer().optional().typeError('The version must be a number.'),
});

export const toggleRoleRouteSchema = {
  tags,
  summary: "Change a user's role (body { role: 0-3, version? }); a stale version is a 409",
  params: IdParams,
  body: yupBody(roleChangeSchema),
  response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 409, 422) },
};

export const campaignOptionsRouteSchema = {
  tags,
  summary: "Campaigns a user can be assigned to (the Info tab's campaign select)",
  response: { 200: CampaignOptions, ...errorResponses(401, 403) },
};

export const userPadsRouteSchema = {
  tags,
  summary: "A user's pads: type 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite; 20 a page, with counts per type",
  params: IdParams,
  querystring: UserPadsQuery,
  response: { 200: UserPadsPage, ...errorResponses(401, 403, 404, 422) },
};
