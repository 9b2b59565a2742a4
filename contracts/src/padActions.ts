// The rules of the pad-detail actions (spec part 2 §4). The API refuses with these messages and the page
// disables its buttons with the same ones (as tooltips), so both read them from here. Pure.

import { CATEGORY, STATUS } from './reference.ts';
import { isEditableContactType } from './schemas/padUpdate.ts';

export const CATEGORY_APOI_ID = CATEGORY.AerialPoi;
export const STATUS_UNMODERATED = STATUS.Unmoderated;
export const STATUS_MODERATED = STATUS.Moderated;

export const PAD_ACTION_MESSAGES = {
  archived: 'This pad is archived: unarchive it before changing it.',
  privateModeration: 'A private pad cannot be moderated.',
  privateNotUnmoderated: 'Only an unmoderated pad can be saved as private.',
  privateApoi: 'An Aerial Point of Interest cannot be private.',
  privateNoPilot: 'Only a pad submitted by a pilot can be saved as private.',
  alreadyPrivate: 'The pad is already private.',
  purgatoryNotUnmoderated: 'Only an unmoderated pad can be added to purgatory.',
  purgatoryPrivate: 'A private pad cannot be added to purgatory.',
  alreadyInPurgatory: 'Pad added to purgatory',
  recommendedPremium: 'The pad has a premium owner: it is recommended already.',
  recommendedPrivate: 'A private pad cannot be recommended.',
  primaryContactNone:
    'None of the contacts match the requirement. The contact must have a valid email address or phone number.',
  primaryContactPrivate: 'The primary contact of a private pad cannot be changed.',
  lastContact: 'The pad must have at least one contact',
} as const;

/** What the rules read, whether from a database row or from GET /admin/pads/{id}. */
export interface PadActionFacts {
  status_id: number;
  category_id: number;
  is_private: boolean;
  is_archived: boolean;
  is_added_to_purgatory: boolean;
  submitter_is_pilot: boolean;
  has_premium_owner: boolean;
}

type Rule = (pad: PadActionFacts) => string | null;

const archived: Rule = (pad) => (pad.is_archived ? PAD_ACTION_MESSAGES.archived : null);

export const moderationRefusal: Rule = (pad) =>
  archived(pad) ?? (pad.is_private ? PAD_ACTION_MESSAGES.privateModeration : null);

export const privateRefusal: Rule = (pad) => {
  if (pad.is_private) return PAD_ACTION_MESSAGES.alreadyPrivate;
  if (pad.is_archived) return PAD_ACTION_MESSAGES.archived;
  if (pad.status_id !== STATUS_UNMODERATED) return PAD_ACTION_MESSAGES.privateNotUnmoderated;
  if (pad.category_id === CATEGORY_APOI_ID) return PAD_ACTION_MESSAGES.privateApoi;
  if (!pad.submitter_is_pilot) return PAD_ACTION_MESSAGES.privateNoPilot;
  return null;
};

export const purgatoryRefusal: Rule = (pad) => {
  if (pad.is_added_to_purgatory) return PAD_ACTION_MESSAGES.alreadyInPurgatory;
  if (pad.is_archived) return PAD_ACTION_MESSAGES.archived;
  if (pad.status_id !== STATUS_UNMODERATED) return PAD_ACTION_MESSAGES.purgatoryNotUnmoderated;
  if (pad.is_private) return PAD_ACTION_MESSAGES.purgatoryPrivate;
  return null;
};

export const recommendedRefusal: Rule = (pad) => {
  if (pad.has_premium_owner) return PAD_ACTION_MESSAGES.recommendedPremium;
  if (pad.is_archived) return PAD_ACTION_MESSAGES.archived;
  if (pad.is_private) return PAD_ACTION_MESSAGES.recommendedPrivate;
  return null;
};

/** Primary contact may change unless the pad is archived or private. */
export const primaryContactRefusal: Rule = (pad) =>
  archived(pad) ?? (pad.is_private ? PAD_ACTION_MESSAGES.primaryContactPrivate : null);

/** A candidate for primary contact: type 1 or 4 with an e-mail or a phone. */
export const isPrimaryCandidate = (c: { contact_type_id: number; email?: string | null; phone?: string | null }) =>
  isEditableContactType(c.contact_type_id) && Boolean(c.email || c.phone);
