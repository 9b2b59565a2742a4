// /api/admin/pads/get-owners, add-owner, accept-owner, add-owner-contact-by-email: a pad's owners (contacts of
// type 4) in its Owners table. Marking one pending, its confirmation e-mail and deleting one: ../contacts.ts.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams, Nullable } from '../common.ts';
import { yupBody } from '../fromYup.ts';
import { acceptOwnerSchema, ownerContactSchema } from '../../schemas/index.ts';

/** An owner contact and its state (api/src/domain/ownerContacts.ts: presentOwner). */
export const PadOwner = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  contact_type_id: Type.Integer(),
  is_claimed: Type.Boolean(),
  is_pending: Type.Boolean(),
  pending_comment: Nullable(Type.String()),
  confirmation_sent_at: Nullable(DateTime),
  /** The account it is linked to, when there is one. */
  user: Nullable(Type.Object({ id: Type.Integer(), username: Type.String(), role: Type.Integer() })),
});
export type PadOwner = Static<typeof PadOwner>;

export const PadOwnersReply = Data(Type.Array(PadOwner));
export const PadOwnerReply = Data(PadOwner);

/** POST /admin/pads/add-owner-contact-by-email (201): the new contact's id and the owner. */
export const OwnerContactCreated = Type.Object({ id: Type.Integer(), data: PadOwner });

const tags = ['pad owners'];

export const padOwnersSchemas = {
  list: {
    tags,
    summary: "A pad's owners (contacts of type 4) and their state",
    params: IdsParams('id'),
    response: { 200: PadOwnersReply, ...errorResponses(404, 422) },
  },
  add: {
    tags,
    summary: 'Add an existing user as an (unclaimed) owner of the pad',
    params: IdsParams('id', 'userId'),
    response: { 200: PadOwnerReply, ...errorResponses(404, 409, 422) },
  },
  accept: {
    tags,
    summary: 'Confirm an owner: the contact becomes claimed by the user (and their pending claim is accepted)',
    body: yupBody(acceptOwnerSchema),
    response: { 200: PadOwnerReply, ...errorResponses(404, 409, 422) },
  },
  addContact: {
    tags,
    summary: 'Create an owner contact from an e-mail with no matching user (contact type 4); returns its id',
    body: yupBody(ownerContactSchema),
    response: { 201: OwnerContactCreated, ...errorResponses(404, 422) },
  },
};
