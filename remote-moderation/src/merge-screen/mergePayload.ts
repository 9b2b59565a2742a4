// The merged pad as POST /admin/revisions/pad/update/{id} takes it (spec part 3 §3 "Merged-save payload
// keys"): `section#field` keys for the location and links, contacts and owners without the removed ones.
import { CONTACT_TYPE, type PadMergeValues } from '@pads/shared';
import { isAddressSplit } from './addressSplit';
import type { MergeContact, MergePad, MergeSides } from './mergeTypes';

export type MergePayload = Omit<PadMergeValues, 'version'> & { version?: number | null };

const text = (value: string | null | undefined) => value ?? '';
const kept = (contacts: MergeContact[], type: number) =>
  contacts.filter((c) => c.contact_type_id === type && !c.removed);

export interface PayloadOptions {
  acceptSurvey: boolean;
  uploadIds?: number[];
}

export function mergePayload(merged: MergePad, sides: MergeSides, options: PayloadOptions): MergePayload {
  return {
    name: merged.name,
    category_id: merged.category_id,
    is_landing_permitted: merged.is_landing_permitted,
    'location#name': text(merged.location.name),
    'location#latitude': merged.location.latitude,
    'location#longitude': merged.location.longitude,
    'location#region': text(merged.location.region),
    'location#country': text(merged.location.country_code),
    'location#county': text(merged.location.county),
    'location#is_address_split': isAddressSplit(merged, sides.prev, sides.next),
    facilities: merged.facilities,
    warnings: merged.warnings,
    landing_fees: merged.landing_fees,
    icao: text(merged.icao),
    hisc: text(merged.hisc),
    site_information: text(merged.site_information),
    landing_advice: text(merged.landing_advice),
    tags: merged.tags,
    'pad_social#website': text(merged.pad_social.website),
    'pad_social#twitter_handle': text(merged.pad_social.twitter_handle).replace(/^@/, ''),
    'pad_social#trip_advisor_rating': merged.pad_social.trip_advisor_rating,
    accept_survey: options.acceptSurvey,
    upload_ids: options.uploadIds ?? [],
    contacts: kept(merged.contacts, CONTACT_TYPE.PadContact).map((c) => ({
      id: c.id ?? null,
      name: text(c.name),
      email: text(c.email),
      phone: text(c.phone),
      contact_type_id: CONTACT_TYPE.PadContact,
      is_primary: c.is_primary,
    })),
    owners: kept(merged.contacts, CONTACT_TYPE.Owner)
      .map((c) => c.id)
      .filter((id): id is number => typeof id === 'number'),
  };
}
