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

/** The revision answer with more fields in `data`. */
const withData = (extra: Record<string, unknown>) => ({
  ...revisionData,
  properties: {
    ...revisionData.properties,
    data: { ...revisionData.properties.data, properties: { ...revisionData.properties.data.properties, ...extra } },
  },
});

const idList = { type: 'array', items: { type: 'integer' } } as const;
const text = { type: 'string' } as const;

export const mergeRevisionRouteSchema = {
  tags,
  summary: 'Accept an Update revision with the merged pad of the merge screen',
  description:
    'The pad becomes exactly the merged values (one transaction with the resolution and the log: ' +
    '`revision_merged` on the pad with before/after, `revision_accepted` on the revision). Keys follow the ' +
    'merge payload (`section#field`); `owners` lists the owner contacts kept. 403 when the revision is not an ' +
    'Update, 409 when it is no longer pending or the pad changed since `version`, 422 per field.',
  params: positiveIdParams('id'),
  body: {
    type: 'object',
    properties: {
      name: text,
      category_id: { type: 'integer' },
      is_landing_permitted: { type: 'boolean' },
      'location#name': text,
      'location#latitude': { type: 'number' },
      'location#longitude': { type: 'number' },
      'location#region': text,
      'location#country': { type: 'string', description: 'Country short code' },
      'location#county': text,
      'location#is_address_split': { type: 'boolean' },
      facilities: idList,
      warnings: idList,
      landing_fees: { type: ['integer', 'null'] },
      icao: text,
      hisc: text,
      site_information: text,
      landing_advice: text,
      tags: idList,
      'pad_social#website': text,
      'pad_social#twitter_handle': { type: 'string', description: "Without the '@'" },
      'pad_social#trip_advisor_rating': { type: ['number', 'null'] },
      accept_survey: { type: 'boolean' },
      upload_ids: idList,
      contacts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: ['integer', 'null'] },
            name: text,
            email: text,
            phone: text,
            contact_type_id: { type: 'integer' },
            is_primary: { type: 'boolean' },
          },
        },
      },
      owners: idList,
      version: { type: ['integer', 'null'] },
    },
  },
  response: {
    200: withData({
      changed_fields: { type: 'array', items: { type: 'string' } },
      next_revision_id: { type: ['integer', 'null'] },
    }),
    ...errorResponses(403, 404, 409, 422),
  },
};
