// /api/admin/contacts…: an owner marked pending (with a reason) or sent the confirmation e-mail, and a pad's
// contact deleted (an owner is rejected or removed this way).
import { Type, type Static } from 'typebox';
import { pendingStatusSchema } from '../schemas/index.ts';
import { errorResponses, Id } from './common.ts';
import { yupBody } from './fromYup.ts';
import { PadOwner } from './pads/owners.ts';

/** PUT /admin/contacts/update-pending-status/:padId/:contactId; `mail` names where the confirmation went. */
export const PendingStatusReply = Type.Object({
  message: Type.String(),
  data: PadOwner,
  mail: Type.Optional(Type.Object({ to: Type.String() })),
});
export type PendingStatusReply = Static<typeof PendingStatusReply>;

/** DELETE /admin/contacts/:padId/:contactId(/:typeId). */
export const ContactDeleted = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.Integer() }) });

export const ContactParams = Type.Object({ padId: Id, contactId: Id });
export const ContactTypeParams = Type.Object({ padId: Id, contactId: Id, typeId: Id });

const tags = ['pad owners'];

const deleteContact = <P extends typeof ContactParams | typeof ContactTypeParams>(params: P) => ({
  tags,
  summary: 'Delete a contact of the pad (an owner is rejected or removed this way); the type, when given, must match',
  params,
  response: { 200: ContactDeleted, ...errorResponses(404, 422) },
});

export const contactsSchemas = {
  pendingStatus: {
    tags,
    summary: 'Mark an unclaimed owner pending with a reason, or (is_confirmation: true) send the confirmation e-mail',
    params: ContactParams,
    body: yupBody(pendingStatusSchema),
    response: { 200: PendingStatusReply, ...errorResponses(404, 409, 422) },
  },
  remove: deleteContact(ContactParams),
  removeOfType: deleteContact(ContactTypeParams),
};
