// /api/uploads/:id (DELETE) and /api/uploads/add-upload-order: deleting and ordering any kind of upload (pad photos,
// announcement slides). Admins only. The order body is documented from the shared uploadOrderSchema that
// validates it (also accepted as its bare list).
import { Type } from 'typebox';
import type { InferType } from 'yup';
import { uploadOrderSchema } from '../../schemas/index.ts';
import { errorResponses, IdParams, NoContent } from '../common.ts';
import { handlerBody, yupBody } from '../fromYup.ts';

const tags = ['uploads'];

type UploadOrder = InferType<typeof uploadOrderSchema>;
const orderBody = yupBody(uploadOrderSchema) as ReturnType<typeof yupBody> & { properties: { uploads: object } };

export const uploadsSchemas = {
  remove: {
    tags,
    summary: 'Delete an upload (a pad photo or an announcement slide) and its files',
    params: IdParams,
    response: { 204: NoContent, ...errorResponses(401, 403, 404, 422) },
  },
  order: {
    tags,
    summary:
      'Reorder uploads of one owner: { uploads: [{ id, order }] } (or the bare list); every id must be an upload of the same kind and owner',
    // Checked by uploadOrderSchema in the handler, which takes the bare list as `{ uploads }`.
    body: handlerBody(
      Type.Unsafe<UploadOrder | UploadOrder['uploads']>({ oneOf: [orderBody, orderBody.properties.uploads] }),
    ),
    response: { 204: NoContent, ...errorResponses(401, 403, 422) },
  },
};
