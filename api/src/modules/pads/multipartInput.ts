// Reads POST /api/admin/pads: multipart with a JSON `data` field, files `photos[]` and one `directions`
// field per photo (same order). A plain JSON body (the pad without photos) is accepted too.
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../errors.js';
import { MAX_PHOTO_BYTES, type IncomingPhoto } from '../../domain/photoFiles.js';
import { assertSafeInput } from '../../plugins/inputGuard.js';

export const PHOTO_FIELDS = new Set(['photos[]', 'photos']);
export const DIRECTION_FIELDS = new Set(['directions[]', 'directions']);
/** The uploader's own limit; the create limit (4) is a validation rule with its message. */
export const MAX_FILES = 10;

export interface CreateInput {
  data: unknown;
  photos: IncomingPhoto[];
  directions: string[];
}

export async function readCreateInput(request: FastifyRequest): Promise<CreateInput> {
  if (!request.isMultipart()) return { data: request.body ?? {}, photos: [], directions: [] };
  let data: unknown = undefined;
  const photos: IncomingPhoto[] = [];
  const directions: string[] = [];
  const parts = request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_FILES, fieldSize: 1024 * 1024 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!PHOTO_FIELDS.has(part.fieldname)) {
        part.file.resume(); // drain what we do not want, or the request stalls
        continue;
      }
      photos.push({ field: part.fieldname, filename: part.filename, data: await readFile(part, photos.length) });
    } else if (part.fieldname === 'data') {
      data = parseJson(String(part.value));
    } else if (DIRECTION_FIELDS.has(part.fieldname)) {
      directions.push(String(part.value));
    }
  }
  if (data === undefined) throw validationFailed({ data: ['The data field is required.'] });
  return { data, photos, directions };
}

async function readFile(part: { toBuffer: () => Promise<Buffer>; filename: string }, index: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', `The photo "${part.filename}" is larger than 10 MB.`, {
        [`photos.${index}`]: ['The photo may not be larger than 10 MB.'],
      });
    }
    throw error;
  }
}

function parseJson(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw validationFailed({ data: ['The data field must be valid JSON.'] });
  }
  // A JSON body is checked before the route runs; this one arrives inside a form field.
  assertSafeInput(data);
  return data;
}

/**
 * The request as the shared schema reads it: the twitter handle arrives with its leading '@' (the
 * schema checks the handle without it), and each photo's direction comes from the parallel field.
 */
export function toSchemaInput(input: CreateInput): Record<string, unknown> {
  const data = (typeof input.data === 'object' && input.data !== null ? input.data : {}) as Record<string, unknown>;
  const twitter =
    typeof data.twitter_handle === 'string' ? data.twitter_handle.trim().replace(/^@/, '') : data.twitter_handle;
  return {
    ...data,
    twitter_handle: twitter,
    photos: input.photos.map((_, index) => ({ direction: input.directions[index] })),
  };
}
