// /api/uploads/:entity/:id: one photo of a pad, uploaded from the pad view.
import { Type, type Static } from 'typebox';
import { Data, errorResponses, MULTIPART, Nullable, StringEnum } from '../common.ts';
import { PadPhoto } from '../pads.ts';
import { PadId } from '../pads/detail.ts';

export const UploadedPhoto = Type.Object({
  ...PadPhoto.properties,
  user: Type.Object({ id: Nullable(Type.Integer()), role: Type.Integer() }),
});
export type UploadedPhoto = Static<typeof UploadedPhoto>;
export const UploadedPhotoReply = Data(UploadedPhoto);

export const UploadTargetParams = Type.Object({ entity: StringEnum(['pads']), id: PadId });

export const padPhotosSchemas = {
  upload: {
    tags: ['pad detail'],
    summary: 'Upload one photo of a pad (multipart: upload, optional direction); PNG or JPEG by content',
    ...MULTIPART,
    params: UploadTargetParams,
    response: { 201: UploadedPhotoReply, ...errorResponses(401, 403, 404, 409, 413, 422) },
  },
};
