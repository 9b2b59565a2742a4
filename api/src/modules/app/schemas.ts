// OpenAPI documentation of the pilot/owner app calls (tag "app"). Bodies are validated by the shared
// yup schemas in @pads/contracts; these JSON schemas only describe them.
import { positiveIdParams } from '../../domain/routeParams.js';
import { userJsonSchema } from '../../domain/user.js';
import { errorResponses } from '../../openapi.js';

const tags = ['app'];
const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const created = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { revision_id: integer, pad_id: integer, type: integer, status: integer },
    },
  },
} as const;

const submission = (summary: string, body: Record<string, unknown>, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  params: positiveIdParams('id'),
  body: { type: 'object', properties: body },
  response: { 201: created, ...errorResponses(401, 403, 404, 409, 422, 429) },
});

export const appLoginRouteSchema = {
  tags,
  summary: 'Sign in to the pilot/owner app; returns an app bearer token (pilots and owners only)',
  security: [],
  body: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' }, password: text },
    required: ['email', 'password'],
  },
  response: {
    200: { type: 'object', properties: { token: text, user: userJsonSchema } },
    ...errorResponses(403, 422, 429),
  },
};

const padBody = {
  name: text,
  category_id: integer,
  location: { type: 'object', description: 'address, latitude, longitude, country, county, region' },
  contacts: { type: 'array', items: { type: 'object' } },
  tags: { type: 'array', items: integer },
  warnings: { type: 'array', items: integer },
  facilities: { type: 'array', items: integer },
};

export const submitPadRouteSchema = {
  tags,
  summary: 'Submit a new pad (creates it unmoderated with an Addition revision)',
  description: 'Same body and rules as the pad-create form, without photos.',
  body: { type: 'object', properties: padBody },
  response: { 201: created, ...errorResponses(401, 403, 422, 429) },
};

export const suggestUpdateRouteSchema = submission(
  'Suggest an update to a pad (Update revision with prev/next snapshots)',
  { ...padBody, comment: text },
  'The whole edited pad, as for a new pad; only fields that differ from the pad are applied on acceptance.',
);
export const claimRouteSchema = submission('Claim a pad as its owner (Claim revision)', { comment: text });
export const reportPadRouteSchema = submission('Report a pad (Reported pad revision)', {
  pad_report_type: {
    type: 'integer',
    enum: [0, 1, 2],
    description: "0 You can't land here, 1 Wrong contact details, 2 Wrong landing location",
  },
  comment: text,
});
export const reportUploadRouteSchema = submission('Report a photo of the pad (Reported upload revision)', {
  upload_id: integer,
  comment: text,
});
export const reportReviewRouteSchema = submission(
  'Report a review of the pad (Reported review revision)',
  { review_id: integer, comment: text },
  'The review must be a shown review of this pad (422 otherwise). It is locked until the report is resolved.',
);

const stars = { type: ['integer', 'null'], minimum: 1, maximum: 5 } as const;
export const createReviewRouteSchema = {
  tags,
  summary: 'Review a pad: a rating (1–5), optional sub-ratings, a comment; photos are added one by one after',
  params: positiveIdParams('id'),
  body: {
    type: 'object',
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      landing: stars,
      helifriendliness: stars,
      food: stars,
      service: stars,
      comment: { type: ['string', 'null'] },
      is_visited_again: { type: 'boolean' },
      is_anonymous: { type: 'boolean' },
    },
  },
  response: {
    201: { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } },
    ...errorResponses(401, 403, 404, 422, 429),
  },
};
export const addReviewPhotoRouteSchema = {
  tags,
  summary: "Add a photo to one's own review (multipart: upload); PNG or JPEG by content, at most 4, 10 MB each",
  consumes: ['multipart/form-data'],
  params: positiveIdParams('id'),
  response: {
    201: { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } },
    ...errorResponses(401, 403, 404, 413, 422, 429),
  },
};
export const requestModerationRouteSchema = submission(
  'Ask for the pad to be moderated (Moderation requested revision)',
  {
    comment: text,
  },
);
export const convertRouteSchema = submission("Ask for one's own private pad to be made public (Converted revision)", {
  comment: text,
});

export const engagementRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: positiveIdParams('id'),
  response: {
    201: { type: 'object', properties: { data: { type: 'object', properties: { id: integer, pad_id: integer } } } },
    ...errorResponses(401, 403, 404),
  },
});
