// Route schemas of the admin revision calls (tag "revisions"): answers from @pads/contracts/api, the merge body
// documented from the shared padMergeSchema that validates it.
import { padMergeSchema } from '@pads/contracts';
import {
  DecisionConflict,
  IdsParams,
  RevisionAcceptQuery,
  RevisionActionReply,
  RevisionDetailReply,
  RevisionMergeReply,
} from '@pads/contracts/api';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['revisions'];
const params = IdsParams('id');

const action = (summary: string, description: string, codes: number[]) => ({
  tags,
  summary,
  description,
  params,
  response: { 200: RevisionActionReply, ...errorResponses(...codes) },
});

/** A decision on a revision: its 409 may name the admin reviewing it (a claim). */
const decision = (summary: string, description: string, codes: number[]) => {
  const schema = action(summary, description, codes);
  return { ...schema, response: { ...schema.response, 409: DecisionConflict } };
};

export const showRevisionRouteSchema = {
  tags,
  summary: 'One revision with its prev/next pad snapshots (with locations) and the pad as it is now',
  params,
  response: { 200: RevisionDetailReply, ...errorResponses(404, 422) },
};

export const acceptRevisionRouteSchema = {
  ...decision(
    'Accept a pending revision',
    'Addition / moderation request: the pad becomes moderated. Claim: the submitter becomes a claimed owner. ' +
      'Update: the fields the suggestion changed are applied. Reported upload: the photo is deleted. ' +
      'Converted: the private pad becomes public. Reported pad / review: recorded as upheld. ' +
      '`type`, when given, must be the revision type. 409 when it is no longer pending, or when another admin is ' +
      'reviewing it (a claim: the answer names them). `undo` is the ticket that takes it back (POST /admin/undo/:id).',
    [404, 409, 422],
  ),
  querystring: RevisionAcceptQuery,
};

export const cancelRevisionRouteSchema = decision(
  'Cancel (reject or ignore) a pending revision',
  'A cancelled addition rejects its pad (status 4). 409 when it is no longer pending, or when another admin is ' +
    'reviewing it (a claim: the answer names them). `undo` is the ticket that takes it back (POST /admin/undo/:id).',
  [404, 409, 422],
);

export const revertRevisionRouteSchema = action(
  'Put the pad back as it was before an accepted revision',
  'Update: the changed fields return to `prev`. Addition / moderation request: the pad returns to unmoderated.',
  [404, 409, 422],
);

export const sendModerationLinkRouteSchema = action(
  'E-mail the moderation link to the user who requested moderation',
  "Only for a pending 'Moderation requested' revision on a pad whose `can_send_moderation` is true (else 403).",
  [403, 404, 409, 422],
);

export const mergeRevisionRouteSchema = {
  tags,
  summary: 'Accept an Update revision with the merged pad of the merge screen',
  description:
    'The pad becomes exactly the merged values (one transaction with the resolution and the log: ' +
    '`revision_merged` on the pad with before/after, `revision_accepted` on the revision). Keys follow the ' +
    'merge payload (`section#field`); `owners` lists the owner contacts kept. 403 when the revision is not an ' +
    'Update, 409 when it is no longer pending, the pad changed since `version` or another admin is reviewing it ' +
    '(a claim), 422 per field. `next_revision_id` skips updates other admins are reviewing; `undo` takes the merge back.',
  params,
  body: yupBody(padMergeSchema),
  response: { 200: RevisionMergeReply, ...errorResponses(403, 404, 422), 409: DecisionConflict },
};
