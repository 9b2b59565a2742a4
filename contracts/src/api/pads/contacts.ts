// /api/pads/set-primary-contact/:padId/:contactId/:contactTypeId: the pad's contacts after the change.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, Nullable } from '../common.ts';
import { padTags, PrimaryContactParams } from './detail.ts';

/** A contact row of the pad (every type but the ones kept untouched, 2). */
export const ContactRow = Type.Object({
  id: Type.Integer(),
  pad_id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  contact_type_id: Type.Integer(),
  is_primary: Type.Boolean(),
  is_claimed: Type.Boolean(),
  is_pending: Type.Boolean(),
  pending_comment: Nullable(Type.String()),
  confirmation_token_hash: Nullable(Type.String()),
  confirmation_sent_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
});
export type ContactRow = Static<typeof ContactRow>;

export const PadContactsReply = Data(Type.Array(ContactRow));

export const primaryContactSchemas = {
  set: {
    tags: padTags,
    summary: "Make a contact of type 1 or 4 with an e-mail or phone the pad's primary contact",
    params: PrimaryContactParams,
    response: { 200: PadContactsReply, ...errorResponses(401, 403, 404, 409, 422) },
  },
};
