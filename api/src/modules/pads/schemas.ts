// Route schemas of /admin/pads: answers from @pads/contracts/api; the map switch's body is server-only (no form
// validates it), so its yup schema is here.
import { CreatedPadReply, PadMapReply, PublicUserReply } from '@pads/contracts/api';
import { boolean, object } from 'yup';
import { listExportRouteSchema, listPageRouteSchema, listRouteSchema } from '../../lists/index.js';
import { errorResponses, yupBody } from '../../openapi.js';
import { padList } from './pads.list.js';

const tags = ['pads'];

export const listRouteDoc = (summary: string) => listPageRouteSchema(padList, 'pads', summary);

export const exportRouteSchema = listExportRouteSchema(padList, 'pads', 'Pad list as CSV (every page)', {
  export_for_update: { description: '1: the 22-column pad import format with ID filled, for re-import.' },
});

export const mapRouteSchema = {
  ...listRouteSchema(padList, 'pads', 'Pads of the current list for the map, clustered on a pixel grid', {
    bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
    zoom: { description: 'Map zoom 0 to 22 (default 5).' },
    grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
  }),
  response: { 200: PadMapReply, ...errorResponses(422) },
};

export const createPadRouteSchema = {
  tags,
  summary: 'Create a pad (multipart: the fields of the pad-create form, photos[] and directions[])',
  consumes: ['multipart/form-data'],
  response: { 201: CreatedPadReply, ...errorResponses(401, 403, 413, 422) },
};

// Server-only body (no form validates it): strict, so "yes" or 1 is not silently a boolean.
export const padMapToggleSchema = object({
  is_map_on: boolean()
    .strict()
    .required('The is_map_on field must be true or false.')
    .typeError('The is_map_on field must be true or false.'),
});

export const padMapToggleRouteSchema = {
  tags: ['admin users', 'pads'],
  summary: "Store the pad list's map switch (is_map_on, default on) in the admin settings",
  body: yupBody(padMapToggleSchema),
  response: { 200: PublicUserReply, ...errorResponses(401, 403, 422) },
};
