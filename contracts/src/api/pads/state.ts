// The pad view's actions (/api/admin/pads/toggle-…/:id, add-to-purgatory, generate-link): each answers the pad
// as the detail page reads it, except archive (its new state) and the link.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, StringEnum } from '../common.ts';
import { archiveNoteSchema } from '../../schemas/index.ts';
import { yupBody } from '../fromYup.ts';
import { padDoc, PadDetail, PadDetailReply, VersionQuery } from './detail.ts';
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

const withVersion = (summary: string) => padDoc(summary, PadDetailReply, [409], { querystring: VersionQuery });

export const padStateSchemas = {
  moderation: withVersion('Moderate (status 1 → 3) or unmoderate (→ 1) the pad'),
  private: withVersion('Save the pad as private to its pilot submitter (not reversible)'),
  purgatory: padDoc('Add the unmoderated pad to purgatory', PurgatoryReply, [409], { querystring: VersionQuery }),
  recommended: withVersion("Add or remove the admins' recommended mark (is_pads_recommended_admin)"),
  // The note is left to the handler (archiveNoteSchema): only archiving takes one.
  archive: padDoc(
    'Archive the pad with a note (its reason), or unarchive it; returns deleted_at',
    ArchiveReply,
    [409],
    {
      querystring: VersionQuery,
      body: yupBody(archiveNoteSchema, 'Only when archiving.'),
    },
  ),
  link: padDoc('A link to the pad the web or mobile app opens', PadLinkReply, [], { querystring: PadLinkQuery }),
};
