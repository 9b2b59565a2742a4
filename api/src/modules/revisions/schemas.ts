// OpenAPI documentation of the admin revision calls (tag "revisions").
import { positiveIdParams } from '../../domain/routeParams.js';
import { errorResponses } from '../../openapi.js';

const tags = ['revisions'];
const revisionData = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        type: { type: 'integer' },
        status: { type: 'integer' },
        pad_id: { type: 'integer' },
        resolved_by: { type: ['integer', 'null'] },
        resolved_at: { type: ['string', 'null'] },
        link_sent_at: { type: ['string', 'null'] },
        reverted_at: { type: ['string', 'null'] },
      },
    },
  },
} as const;

const action = (summary: string, description: string, codes: number[]) => ({
  tags,
  summary,
  description,
  params: positiveIdParams('id'),
  response: { 200: revisionData, ...errorResponses(...codes) },
});

export const showRevisionRouteSchema = {
  tags,
  summary: 'One revision with its prev/next pad snapshots (with locations) and the pad as it is now',
  params: positiveIdParams('id'),
  response: { ...errorResponses(404, 422) },
};

export const acceptRevisionRouteSchema = {
  ...action(
    'Accept a pending revision',
    'Addition / moderation request: the pad becomes moderated. Claim: the submitter becomes a claimed owner. ' +
      'Update: the fields the suggestion changed are applied. Reported upload: the photo is deleted. ' +
      'Converted: the private pad becomes public. Reported pad / review: recorded as upheld. ' +
      '`type`, when given, must be the revision type. 409 when it is no longer pending.',
    [404, 409, 422],
  ),
  querystring: {
    type: 'object',
    properties: { type: { type: 'string', description: 'The revision type the client expects (1–8).' } },
  },
};

export const cancelRevisionRouteSchema = action(
  'Cancel (reject or ignore) a pending revision',
  'A cancelled addition rejects its pad (status 4). 409 when it is no longer pending.',
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
