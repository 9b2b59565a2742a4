// /api/admin/contacts…: an owner marked pending (with a reason) or sent the confirmation e-mail, and a pad's
// contact deleted (an owner is rejected or removed this way).
import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
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
