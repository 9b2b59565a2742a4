// /api/uploads/:entity/:id: one photo of a pad, uploaded from the pad view.
import { Type, type Static } from 'typebox';
import { Data, DateTime, Nullable, StringEnum } from '../common.ts';
import { PadId } from '../pads/detail.ts';

export const UploadedPhoto = Type.Object({
  id: Type.Integer(),
  file_url: Type.String(),
  thumb_url: Nullable(Type.String()),
  direction: Nullable(Type.String()),
  order: Type.Integer(),
  created_at: DateTime,
  user: Type.Object({ id: Nullable(Type.Integer()), role: Type.Integer() }),
});
export type UploadedPhoto = Static<typeof UploadedPhoto>;
export const UploadedPhotoReply = Data(UploadedPhoto);

export const UploadTargetParams = Type.Object({ entity: StringEnum(['pads']), id: PadId });
