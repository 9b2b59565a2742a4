// Route schemas of the generic upload calls (delete, reorder); the order body is documented from the shared
// uploadOrderSchema that validates it (also accepted as its bare list).
import { uploadOrderSchema } from '@pads/contracts';
import { IdParams } from '@pads/contracts/api';
import { errorResponses, NoContent, yupBody } from '../../../openapi.js';

const tags = ['uploads'];

export const deleteRouteSchema = {
  tags,
  summary: 'Delete an upload (a pad photo or an announcement slide) and its files',
  params: IdParams,
  response: { 204: NoContent, ...errorResponses(401, 403, 404, 422) },
};

const orderBody = yupBody(uploadOrderSchema) as { properties: { uploads: object } };

export const orderRouteSchema = {
  tags,
  summary:
    'Reorder uploads of one owner: { uploads: [{ id, order }] } (or the bare list); every id must be an upload of the same kind and owner',
  body: { oneOf: [orderBody, orderBody.properties.uploads] },
  response: { 204: NoContent, ...errorResponses(401, 403, 422) },
};
