// The form's values, their defaults (spec §5: contact type 1, landing permitted and API access on)
// and how they become the multipart request.
import type { PadDirection } from '@pads/shared';
import {
  carriesIcao,
  newContact,
  phoneToSend,
  type ContactValues,
  type LocationValues,
  type PadFieldsValues,
} from '../../pad-form/padFields';

export { carriesIcao, newContact, DEFAULT_PHONE_COUNTRY, type ContactValues } from '../../pad-form/padFields';

export interface PhotoValues {
  uid: string;
  file: File;
  direction: PadDirection | '';
  preview: string;
}

export interface PadFormValues extends PadFieldsValues {
  name: string;
  category_id: number | '';
  is_landing_permitted: boolean;
  is_api_accessible: boolean;
  hisc_country_code: string;
  hisc: string;
  icao: string;
  landing_fee_id: number | '';
  tags: number[];
  warnings: number[];
  facilities: number[];
  location: LocationValues;
  contacts: ContactValues[];
  photos: PhotoValues[];
  website: string;
  twitter_handle: string;
  trip_advisor_rating: number | '';
  site_information: string;
  landing_advice: string;
  description: string;
  notes: string;
}

export const initialPadValues = (): PadFormValues => ({
  name: '',
  category_id: '',
  is_landing_permitted: true,
  is_api_accessible: true,
  hisc_country_code: '',
  hisc: '',
  icao: '',
  landing_fee_id: '',
  tags: [],
  warnings: [],
  facilities: [],
  location: { address: '', country: '', county: '', region: '', country_code: '', latitude: '', longitude: '' },
  contacts: [newContact()],
  photos: [],
  website: '',
  twitter_handle: '',
  trip_advisor_rating: '',
  site_information: '',
  landing_advice: '',
  description: '',
  notes: '',
});

/** POST /api/admin/pads body: JSON `data`, files `photos[]`, one `directions` per photo (docs/api-contract.md). */
export function toCreateRequest(values: PadFormValues): FormData {
  const { photos, contacts, location, ...pad } = values;
  const data = {
    ...pad,
    category_id: pad.category_id === '' ? null : pad.category_id,
    landing_fee_id: pad.landing_fee_id === '' ? null : pad.landing_fee_id,
    trip_advisor_rating: pad.trip_advisor_rating === '' ? null : pad.trip_advisor_rating,
    icao: carriesIcao(pad.category_id) ? pad.icao : '',
    hisc: pad.hisc_country_code ? pad.hisc : '',
    // Typed without '@' (the prefix is shown by the input), sent with it.
    twitter_handle: pad.twitter_handle ? `@${pad.twitter_handle}` : '',
    location: { ...location, latitude: Number(location.latitude), longitude: Number(location.longitude) },
    contacts: contacts.map(({ phone_country: _country, ...contact }) => ({
      ...contact,
      phone: phoneToSend(contact.phone),
      contact_type_id: contact.contact_type_id === '' ? null : contact.contact_type_id,
    })),
  };
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const photo of photos) {
    body.append('photos[]', photo.file, photo.file.name);
    body.append('directions', photo.direction);
  }
  return body;
}
