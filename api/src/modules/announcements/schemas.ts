// Route schemas of the announcements: answers from @pads/contracts/api, bodies documented from the yup schemas
// that validate them (shared from @pads/contracts, or server-only here).
import { ANNOUNCEMENT_DEVICES, announcementNameSchema, announcementOrderSchema } from '@pads/contracts';
import {
  AnnouncementFeed,
  AnnouncementFeedQuery,
  AnnouncementReply,
  AnnouncementsReply,
  IdParams,
} from '@pads/contracts/api';
import { Type } from 'typebox';
import { boolean, mixed, number, object } from 'yup';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['announcements'];

const optionalInteger = (name: string) =>
  number().typeError(`The ${name} must be a whole number.`).integer(`The ${name} must be a whole number.`).min(1);

/** Create (name, order) or rename (announcement_id, name, and the version it was loaded with). */
export const saveAnnouncementSchema = announcementNameSchema.shape({
  announcement_id: optionalInteger('announcement_id'),
  order: optionalInteger('order'),
  version: optionalInteger('version'),
});

export const deviceSchema = mixed<(typeof ANNOUNCEMENT_DEVICES)[number]>()
  .oneOf([...ANNOUNCEMENT_DEVICES], 'The device must be android or ios.')
  .required('The device must be android or ios.');

export const publishSchema = object({
  device: deviceSchema,
  is_published: boolean().strict().typeError('The is_published field must be true or false.'),
});

const one = AnnouncementReply;

export const saveRouteSchema = {
  tags,
  summary: 'Create an announcement ({ name, order }: appended last) or rename one ({ announcement_id, name, version })',
  body: yupBody(saveAnnouncementSchema),
  response: { 200: one, 201: one, ...errorResponses(401, 403, 404, 409, 422) },
};

export const showRouteSchema = {
  tags,
  summary: 'One announcement with its slides per platform',
  params: IdParams,
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const publishRouteSchema = {
  tags,
  summary: "Publish or unpublish one platform's slides (refused without slides of that platform)",
  params: IdParams,
  body: yupBody(publishSchema, 'is_published: the state wanted; without it the state flips.'),
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const archiveRouteSchema = {
  tags,
  summary: 'Archive or unarchive an announcement (data.deleted_at is the new state)',
  params: IdParams,
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const orderRouteSchema = {
  tags,
  summary:
    'Reorder announcements: the items sent take, in their new relative order, the positions they held; all are renumbered from 1',
  body: yupBody(announcementOrderSchema),
  response: { 200: AnnouncementsReply, ...errorResponses(401, 403, 422) },
};

export const slideUploadRouteSchema = {
  tags,
  summary:
    'Add images (PNG, JPEG or GIF by content; multipart `upload` files and `device_type`) to one platform of an announcement; at most 5 images per announcement',
  consumes: ['multipart/form-data'],
  params: IdParams,
  response: { 201: one, ...errorResponses(401, 403, 404, 413, 422) },
};

export const feedRouteSchema = {
  tags,
  summary:
    'The announcements an app shows: published on that device, not archived, in order, with their slides (ETag; 304 when unchanged)',
  querystring: AnnouncementFeedQuery,
  response: {
    200: AnnouncementFeed,
    304: Type.Unsafe<void>({ type: 'null', description: 'Not modified' }),
    ...errorResponses(401, 422),
  },
};
