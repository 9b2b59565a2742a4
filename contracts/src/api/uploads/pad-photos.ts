// /api/uploads/:entity/:id: one photo of a pad, uploaded from the pad view.
import { Type, type Static } from 'typebox';
import { Data, Nullable, StringEnum } from '../common.ts';
import { PadPhoto } from '../pads.ts';
import { PadId } from '../pads/detail.ts';

export const UploadedPhoto = Type.Object({
  ...PadPhoto.properties,
  user: Type.Object({ id: Nullable(Type.Integer()), role: Type.Integer() }),
});
export type UploadedPhoto = Static<typeof UploadedPhoto>;
export const UploadedPhotoReply = Data(UploadedPhoto);

export const UploadTargetParams = Type.Object({ entity: StringEnum(['pads']), id: PadId });
