// Route schemas for the OpenAPI page; bodies are validated by yup (shared schemas from @pads/contracts).
import { ANNOUNCEMENT_DEVICES, announcementNameSchema } from '@pads/contracts';
import { boolean, mixed, number, object } from 'yup';
import { errorResponses, idParamsSchema } from '../../openapi.js';

const tags = ['announcements'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const timestamp = { type: ['string', 'null'], format: 'date-time' } as const;

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

const slideJson = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    file_url: str,
    thumb_url: str,
    device_type: { type: 'string', enum: [...ANNOUNCEMENT_DEVICES] },
    order: int,
    mime: str,
    width: int,
    height: int,
    frames: int,
    created_at: str,
  },
} as const;

const platformJson = {
  type: 'object',
  properties: { is_enabled: bool, is_published: bool, uploads: { type: 'array', items: slideJson } },
} as const;

const announcementJson = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    order: int,
    version: int,
    deleted_at: timestamp,
    created_at: str,
    updated_at: str,
    is_published_android: bool,
    is_published_ios: bool,
    is_enabled: bool,
    uploads_count: int,
    uploads: { type: 'array', items: slideJson },
    android: platformJson,
    ios: platformJson,
  },
} as const;

const one = { type: 'object', properties: { data: announcementJson } } as const;
const many = { type: 'object', properties: { data: { type: 'array', items: announcementJson } } } as const;

export const saveRouteSchema = {
  tags,
  summary: 'Create an announcement ({ name, order }: appended last) or rename one ({ announcement_id, name, version })',
  body: {
    type: 'object',
    properties: { name: str, order: int, announcement_id: int, version: int },
    required: ['name'],
  },
  response: { 200: one, 201: one, ...errorResponses(401, 403, 404, 409, 422) },
};

export const showRouteSchema = {
  tags,
  summary: 'One announcement with its slides per platform',
  params: idParamsSchema,
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const publishRouteSchema = {
  tags,
  summary: "Publish or unpublish one platform's slides (refused without slides of that platform)",
  params: idParamsSchema,
  body: {
    type: 'object',
    properties: {
      device: { type: 'string', enum: [...ANNOUNCEMENT_DEVICES] },
      is_published: { ...bool, description: 'The state wanted; without it the state flips.' },
    },
    required: ['device'],
  },
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const archiveRouteSchema = {
  tags,
  summary: 'Archive or unarchive an announcement (data.deleted_at is the new state)',
  params: idParamsSchema,
  response: { 200: one, ...errorResponses(401, 403, 404, 422) },
};

export const orderRouteSchema = {
  tags,
  summary:
    'Reorder announcements: the items sent take, in their new relative order, the positions they held; all are renumbered from 1',
  body: {
    type: 'object',
    properties: {
      announcement: {
        type: 'array',
        items: { type: 'object', properties: { id: int, order: int }, required: ['id', 'order'] },
      },
    },
    required: ['announcement'],
  },
  response: { 200: many, ...errorResponses(401, 403, 422) },
};

export const slideUploadRouteSchema = {
  tags,
  summary:
    'Add images (PNG, JPEG or GIF by content; multipart `upload` files and `device_type`) to one platform of an announcement; at most 5 images per announcement',
  consumes: ['multipart/form-data'],
  params: idParamsSchema,
  response: { 201: one, ...errorResponses(401, 403, 404, 413, 422) },
};

const feedSlide = {
  type: 'object',
  properties: { id: int, title: str, url: str, thumb_url: str, mime: str, width: int, height: int, order: int },
} as const;

export const feedRouteSchema = {
  tags,
  summary:
    'The announcements an app shows: published on that device, not archived, in order, with their slides (ETag; 304 when unchanged)',
  querystring: {
    type: 'object',
    properties: { device: { type: 'string', description: 'android (default) or ios' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: int, name: str, order: int, slides: { type: 'array', items: feedSlide } },
          },
        },
      },
    },
    304: { type: 'null', description: 'Not modified' },
    ...errorResponses(401, 422),
  },
};
