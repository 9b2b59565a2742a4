// The fields both pad forms edit (create and the pad view's Contact tab), their defaults, and helpers.
import { DEFAULT_CONTACT_TYPE_ID, ICAO_CATEGORIES, withPlusPrefix } from '@pads/shared';
import { DEFAULT_PHONE_COUNTRY } from '@pads/contracts/phone.ts';

export interface ContactValues {
  name: string;
  phone: string;
  /** UI only: the phone country (ISO code) whose dial code the number starts with (default GB). */
  phone_country: string;
  email: string;
  contact_type_id: number | '';
}

export interface LocationValues {
  address: string;
  country: string;
  county: string;
  region: string;
  country_code: string;
  /** Text, as typed (numeric text only); the schema reads it as a number. */
  latitude: string;
  longitude: string;
}

/** What the shared sections (location, contacts, HISC/ICAO, social) read and write. */
export interface PadFieldsValues {
  name: string;
  category_id: number | '';
  hisc_country_code: string;
  hisc: string;
  icao: string;
  tags: number[];
  location: LocationValues;
  contacts: ContactValues[];
  website: string;
  twitter_handle: string;
  trip_advisor_rating: number | '';
}

export { DEFAULT_PHONE_COUNTRY };

export const newContact = (): ContactValues => ({
  name: '',
  phone: '',
  phone_country: DEFAULT_PHONE_COUNTRY,
  email: '',
  contact_type_id: DEFAULT_CONTACT_TYPE_ID,
});

export const carriesIcao = (categoryId: number | '') =>
  (ICAO_CATEGORIES as readonly number[]).includes(Number(categoryId));

/** A phone that is only a dial code ("+44") was never filled in. */
export function phoneToSend(phone: string): string {
  const withPlus = withPlusPrefix(phone);
  return /^\+\d{0,4}$/.test(withPlus.replace(/\s/g, '')) ? '' : withPlus;
}

/** Startup lookups (categories, tags, contact types, …) as select or checkbox options. */
export const toOptions = (items: { id: number; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
