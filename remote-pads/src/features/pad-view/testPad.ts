// A pad as GET /api/admin/pads/{id} sends it, for the pad view's unit tests.
import { CATEGORY, CONTACT_TYPE, STATUS } from '@pads/shared';
import type { PadContact, PadDetail } from './api/padDetail';

export const testContact = (over: Partial<PadContact> = {}): PadContact => ({
  id: 21,
  name: 'Front desk',
  email: 'desk@hilltop.test',
  phone: '+441234567890',
  contact_type_id: CONTACT_TYPE.PadContact,
  is_primary: true,
  is_claimed: false,
  is_premium: false,
  user_id: null,
  pad_id: 7,
  ...over,
});

export const testPad = (over: Partial<PadDetail> = {}): PadDetail => {
  const contacts = over.contacts ?? [testContact()];
  return {
    id: 5,
    name: 'Hilltop Farm',
    category_id: CATEGORY.LandingSite,
    status_id: STATUS.Moderated,
    category: { id: CATEGORY.LandingSite, name: 'Landing Site' },
    status: { id: STATUS.Moderated, name: 'Moderated' },
    deleted_at: null,
    archive_reason: null,
    is_private: false,
    is_added_to_purgatory: false,
    is_phonable: true,
    has_invalid_phone: false,
    is_landing_permitted: true,
    is_contactable: true,
    is_pads_recommended_admin: false,
    is_recommended: false,
    can_send_moderation: false,
    duplicated_pad_id: null,
    is_landing_advice_displayed: true,
    landing_advice: 'Approach from the south',
    site_information: 'A working farm',
    landing_fees: null,
    landing_fee_id: null,
    icao: null,
    hisc: 'GB1234AB',
    is_api_accessible: true,
    is_owned: false,
    survey_id: null,
    comments_count: 0,
    resolvable_actions: false,
    survey_progress_percentage: null,
    private_user_id: null,
    has_uncontactable_revision: false,
    created_at: '2025-01-02T10:00:00Z',
    updated_at: '2025-01-02T10:00:00Z',
    version: 7,
    updated_by: null,
    submitter_user_id: null,
    submitters: [],
    location: {
      latitude: 51.5,
      longitude: -1.25,
      name: 'Hilltop Lane, Oxford',
      address: 'Hilltop Lane, Oxford',
      country: 'United Kingdom',
      country_code: 'GB',
      country_short: 'GB',
      county: 'Oxfordshire',
      region: 'South East',
      region_id: null,
      is_address_split: false,
    },
    pad_social: { website: 'https://hilltop.test', twitter_handle: null, trip_advisor_rating: null },
    tags: [],
    warnings: [],
    facilities: [],
    contacts,
    editable_contacts: contacts,
    uploads: { admin: [], owner: [], pilot: [] },
    pad_notes: [],
    ...over,
  };
};

/** The calls every pad view test answers: the pad, its change log and its reviews. */
export const padRoutes = (pad: PadDetail) => ({
  [`GET /admin/pads/${pad.id}`]: { data: { data: pad } },
  [`GET /admin/logs/pad-logs/${pad.id}`]: {
    data: { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } },
  },
  // Nobody else is reviewing it (the presence line above the tabs, issue 35).
  'GET /admin/claims': { data: { data: [] } },
});
