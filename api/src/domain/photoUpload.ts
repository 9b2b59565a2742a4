// Reading one photo from a multipart request (the pad photo and review photo calls): the first file in
// `field` (others are drained), size-capped while streaming (413 above 10 MB), plus plain text fields.
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../errors.js';
import { MAX_PHOTO_BYTES, type IncomingPhoto } from './photoFiles.js';

export interface PhotoUpload {
  photo: IncomingPhoto | null;
  fields: Record<string, string>;
}

export async function readPhotoUpload(request: FastifyRequest, field = 'upload'): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw validationFailed({ [field]: ['Send the photo as multipart form data.'] });
  let photo: IncomingPhoto | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== field || photo) {
        part.file.resume();
        continue;
      }
      try {
        photo = { field, filename: part.filename, data: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'payload_too_large', `The photo "${part.filename}" is larger than 10 MB.`, {
            [field]: ['The photo may not be larger than 10 MB.'],
          });
        throw error;
      }
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  return { photo, fields };
}
