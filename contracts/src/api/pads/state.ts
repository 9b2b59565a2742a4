// The pad view's actions (/api/admin/pads/toggle-…/:id, add-to-purgatory, generate-link): each answers the pad
// as the detail page reads it, except archive (its new state) and the link.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, StringEnum } from '../common.ts';
import { PadDetail } from './detail.ts';
import { UndoField } from '../undo.ts';

/** GET /admin/pads/add-to-purgatory/:id. */
export const PurgatoryReply = Type.Object({ data: PadDetail, message: Type.String() });

/** POST /admin/pads/toggle-pad-deletion/:id: the pad's archive state and version after the toggle. */
export const ArchiveReply = Type.Object({
  data: Type.Object({ id: Type.Integer(), deleted_at: Nullable(DateTime), version: Type.Integer() }),
  ...UndoField,
});
export type ArchiveReply = Static<typeof ArchiveReply>;

/** GET /admin/pads/generate-link/:id: the link the web or mobile app opens. */
export const PadLinkReply = Type.Object({ data: Type.String() });

export const PadLinkQuery = Type.Object({ device: Type.Optional(StringEnum(['mobile', 'web'])) });
