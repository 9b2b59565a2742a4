// /api/app…: the pilot and owner app's sign-in (./auth.ts: TokenReply) and its submissions, which create
// revisions for admins to moderate; its reviews; what pilots do with a pad (views, PPR requests).
import { Type, type Static } from 'typebox';
import { Data } from './common.ts';

/** A submission (201): the revision it made and its state. */
export const RevisionSubmitted = Data(
  Type.Object({ revision_id: Type.Integer(), pad_id: Type.Integer(), type: Type.Integer(), status: Type.Integer() }),
);
export type RevisionSubmitted = Static<typeof RevisionSubmitted>;

/** POST /app/reviews/:id/photos (201). */
export const ReviewPhotoAdded = Data(
  Type.Object({ id: Type.Integer(), file_url: Type.String(), review_id: Type.Integer() }),
);

/** POST /app/pads/:id/view and /ppr (201): the engagement recorded. */
export const EngagementRecorded = Data(Type.Object({ id: Type.Integer(), pad_id: Type.Integer() }));
