// The merge screen's rows, in the spec's order (part 3 §2 "Merge screen"): what each shows, how its value
// is read from and written into a pad, which default rule picks its side (defaultSides.ts), and when it
// is shown. The row key is the merged-save payload key, so a 422 on a key lands on its row.
import { CATEGORY, CONTACT_TYPE } from '@pads/shared';
import type { MergeContact, MergeMode, MergePad } from './mergeTypes';

/** How a row's default side is decided when the sides differ (spec part 3 §4). */
export type ValueRule = 'scalar' | 'list' | 'contacts' | 'survey';
export type RowKind =
  | 'text'
  | 'textarea'
  | 'coordinate'
  | 'landing'
  | 'select'
  | 'multi'
  | 'survey'
  | 'contacts'
  | 'owners'
  | 'dms'
  | 'submitter'
  | 'photos';
export type LookupKey = 'categories' | 'tags' | 'warnings' | 'facilities' | 'landingFees';

export interface MergeRowDef {
  key: string;
  label: string;
  kind: RowKind;
  /** No rule: a computed or read-only row without radios. */
  rule?: ValueRule;
  get: (pad: MergePad) => unknown;
  set?: (pad: MergePad, value: unknown) => MergePad;
  visible?: (merged: MergePad, mode: MergeMode) => boolean;
  lookup?: LookupKey;
  disabled?: boolean;
  prefix?: string;
  hints?: string[];
}

const location = (field: keyof MergePad['location'], label: string, kind: RowKind = 'text'): MergeRowDef => ({
  key: `location#${field}`,
  label,
  kind,
  rule: 'scalar',
  get: (pad) => pad.location[field],
  set: (pad, value) => ({ ...pad, location: { ...pad.location, [field]: value } }),
});

const field = <K extends keyof MergePad>(key: K, label: string, kind: RowKind, extra: Partial<MergeRowDef> = {}) =>
  ({
    key,
    label,
    kind,
    rule: 'scalar',
    get: (pad: MergePad) => pad[key],
    set: (pad: MergePad, value: unknown) => ({ ...pad, [key]: value }),
    ...extra,
  }) as MergeRowDef;

const social = (key: keyof MergePad['pad_social'], label: string, extra: Partial<MergeRowDef> = {}): MergeRowDef => ({
  key: `pad_social#${key}`,
  label,
  kind: 'text',
  rule: 'scalar',
  get: (pad) => pad.pad_social[key],
  set: (pad, value) => ({ ...pad, pad_social: { ...pad.pad_social, [key]: value } }),
  ...extra,
});

/** The owners row holds the owner contacts, the contacts row the pad contacts. */
const rowContactType = (owners: boolean) => (owners ? CONTACT_TYPE.Owner : CONTACT_TYPE.PadContact);

const contactsOfType = (pad: MergePad, owners: boolean) =>
  pad.contacts.filter((c) => c.contact_type_id === rowContactType(owners));

const withContacts = (pad: MergePad, owners: boolean, value: unknown): MergePad => ({
  ...pad,
  contacts: [...pad.contacts.filter((c) => c.contact_type_id !== rowContactType(owners)), ...(value as MergeContact[])],
});

const notApi = (merged: MergePad) => Number(merged.category_id) !== CATEGORY.AerialPoi;
const isAerodrome = (merged: MergePad) => Number(merged.category_id) === CATEGORY.Aerodrome;
const photos = (group: 'admin' | 'owner' | 'pilot', label: string): MergeRowDef => ({
  key: `uploads#${group}`,
  label,
  kind: 'photos',
  rule: 'list',
  get: (pad) => pad.uploads?.[group] ?? [],
  set: (pad, value) => ({
    ...pad,
    uploads: { admin: [], owner: [], pilot: [], ...pad.uploads, [group]: value as MergePad['uploads'] & [] },
  }),
  visible: (_merged, mode) => mode === 'duplicate',
});

export const MERGE_ROWS: MergeRowDef[] = [
  field('name', 'Name', 'text'),
  location('latitude', 'Latitude', 'coordinate'),
  location('longitude', 'Longitude', 'coordinate'),
  { key: 'dms', label: 'DMS Format', kind: 'dms', get: (pad) => [pad.location.latitude, pad.location.longitude] },
  field('is_landing_permitted', 'Landing not Possible', 'landing'),
  location('name', 'Address'),
  location('region', 'Region'),
  field('category_id', 'Category', 'select', { lookup: 'categories' }),
  {
    key: 'accept_survey',
    label: 'Accept Survey',
    kind: 'survey',
    rule: 'survey',
    get: (pad) => (pad.survey_id ? { id: pad.survey_id, progress: pad.survey_progress_percentage ?? 0 } : null),
    set: (pad, value) => {
      const survey = value as { id: number; progress: number } | null;
      return { ...pad, survey_id: survey?.id ?? null, survey_progress_percentage: survey?.progress ?? null };
    },
  },
  field('facilities', 'Facilities', 'multi', {
    rule: 'list',
    lookup: 'facilities',
    visible: (merged) => notApi(merged) && isAerodrome(merged),
  }),
  field('warnings', 'Warnings', 'multi', {
    rule: 'list',
    lookup: 'warnings',
    visible: (merged) => notApi(merged) && !isAerodrome(merged),
  }),
  field('landing_fees', 'Landing fees', 'select', { lookup: 'landingFees', visible: notApi }),
  field('icao', 'ICAO', 'text', { visible: isAerodrome }),
  field('hisc', 'HISC', 'text', { disabled: true }),
  field('site_information', 'Site Description', 'textarea', {
    hints: ['No technical landing information here: landing advice is for that.'],
  }),
  field('landing_advice', 'Landing advice', 'textarea', {
    hints: ['Technical landing information only.', 'e.g. approach, obstacles, surface, PPR.'],
  }),
  field('tags', 'Tags', 'multi', { rule: 'list', lookup: 'tags' }),
  social('website', 'Website'),
  social('twitter_handle', 'Twitter', { prefix: '@' }),
  {
    key: 'contacts',
    label: 'Contacts',
    kind: 'contacts',
    rule: 'contacts',
    get: (pad) => contactsOfType(pad, false),
    set: (pad, value) => withContacts(pad, false, value),
  },
  {
    key: 'owners',
    label: 'Owners',
    kind: 'owners',
    rule: 'list',
    get: (pad) => contactsOfType(pad, true),
    set: (pad, value) => withContacts(pad, true, value),
  },
  { key: 'submitter', label: 'Submitter', kind: 'submitter', get: () => null },
  photos('admin', "Admin's photos"),
  photos('owner', "Owner's photos"),
  photos('pilot', "Pilot's photos"),
];

/** The rows shown for the merged pad in this mode (category 1 hides facilities, warnings and fees). */
export const visibleRows = (merged: MergePad, mode: MergeMode) =>
  MERGE_ROWS.filter((row) => !row.visible || row.visible(merged, mode));

/** The row a server/validation error key belongs to: `contacts.0.email` → `contacts`. */
export const rowKeyOfError = (key: string) => {
  const head = key.split('.')[0]!;
  return head === 'location#country' || head === 'location#county' ? 'location#name' : head;
};
