// Route schema of a pad photo's upload (tag "pad detail"; answer and parameters from @pads/contracts/api).
import { UploadedPhotoReply, UploadTargetParams } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const padPhotoUploadRouteSchema = {
  tags: ['pad detail'],
  summary: 'Upload one photo of a pad (multipart: upload, optional direction); PNG or JPEG by content',
  consumes: ['multipart/form-data'],
  params: UploadTargetParams,
  response: { 201: UploadedPhotoReply, ...errorResponses(401, 403, 404, 409, 413, 422) },
};
