// Reference ids with a fixed meaning (the spec and the screens refer to them by number). The seed writes
// these rows with these ids; the API's SQL and the screens' rules read them from here.
export const CATEGORY = {
  AerialPoi: 1,
  BnB: 2,
  LandingSite: 3,
  Hotel: 4,
  Pub: 5,
  Restaurant: 6,
  Aerodrome: 7,
  GolfCourse: 8,
  Heliport: 9,
} as const;

export const STATUS = { Unmoderated: 1, Pending: 2, Moderated: 3, Rejected: 4 } as const;

export const CONTACT_TYPE = { PadContact: 1, Operator: 2, Submitter: 3, Owner: 4 } as const;

/** Warning 6 implies a landing fee: the pad form then requires a landing fee category. */
export const WARNING_LANDING_FEE = 6;

/** The user page's Pads filter (`filter_id`, spec part 3 §2): the reports link their pad counts to it. */
export const USER_PADS_FILTER = { All: 0, Private: 1, Submitted: 2, Owned: 3, Favourite: 5 } as const;
export type UserPadsFilter = (typeof USER_PADS_FILTER)[keyof typeof USER_PADS_FILTER];

/** Who a pad photo is from: the pad view shows the admins', the owners' and the pilots' photos apart. */
export const UPLOAD_ROLES = ['admin', 'owner', 'pilot'] as const;
export type UploadRole = (typeof UPLOAD_ROLES)[number];
