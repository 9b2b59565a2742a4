// The Contact tab's form values: built from the pad, validated with the shared contact-tab schema (the
// one PUT /api/admin/pads/{id} uses) and turned into its body.
import { fieldErrors, padContactTabSchema, validateWith, type FormErrors } from '@pads/shared';
import {
  carriesIcao,
  DEFAULT_PHONE_COUNTRY,
  phoneToSend,
  type ContactValues,
  type PadFieldsValues,
} from '../../pad-form/padFields';
import type { PadDetail } from './api/padDetail';
import { phoneCountryOf } from '@pads/contracts/phone.ts';

export interface ContactFormValues extends PadFieldsValues {
  version: number;
  is_api_accessible: boolean;
  contacts: (ContactValues & { id?: number | null })[];
}

const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function contactFormValues(pad: PadDetail): ContactFormValues {
  const hisc = pad.hisc ?? '';
  return {
    version: pad.version,
    name: pad.name,
    category_id: pad.category_id,
    hisc_country_code: hisc.slice(0, 2),
    hisc: hisc.slice(2),
    icao: pad.icao ?? '',
    is_api_accessible: pad.is_api_accessible,
    tags: pad.tags.map((t) => t.id),
    location: {
      address: pad.location.name ?? '',
      country: pad.location.country ?? '',
      county: pad.location.county ?? '',
      region: pad.location.region ?? '',
      country_code: pad.location.country_code ?? '',
      latitude: coordinate(pad.location.latitude),
      longitude: coordinate(pad.location.longitude),
    },
    contacts: pad.editable_contacts.map((c) => ({
      id: c.id,
      name: c.name ?? '',
      phone: c.phone ?? '',
      // The select shows the number's own country.
      phone_country: phoneCountryOf(c.phone) ?? DEFAULT_PHONE_COUNTRY,
      email: c.email ?? '',
      contact_type_id: c.contact_type_id,
    })),
    website: pad.pad_social.website ?? '',
    twitter_handle: (pad.pad_social.twitter_handle ?? '').replace(/^@/, ''),
    trip_advisor_rating: pad.pad_social.trip_advisor_rating ?? '',
  };
}

export function contactRequest(values: ContactFormValues) {
  return {
    tab: 'contact' as const,
    version: values.version,
    name: values.name,
    category_id: values.category_id === '' ? null : values.category_id,
    hisc_country_code: values.hisc_country_code,
    hisc: values.hisc_country_code ? values.hisc : '',
    icao: carriesIcao(values.category_id) ? values.icao : '',
    is_api_accessible: values.is_api_accessible,
    tags: values.tags,
    location: {
      ...values.location,
      latitude: values.location.latitude === '' ? '' : Number(values.location.latitude),
      longitude: values.location.longitude === '' ? '' : Number(values.location.longitude),
    },
    contacts: values.contacts.map(({ phone_country: _country, ...c }) => ({
      ...c,
      id: c.id ?? null,
      phone: phoneToSend(c.phone),
      contact_type_id: c.contact_type_id === '' ? null : c.contact_type_id,
    })),
    website: values.website,
    twitter_handle: values.twitter_handle,
    // Sent as a string (spec §5).
    trip_advisor_rating: values.trip_advisor_rating === '' ? '' : String(values.trip_advisor_rating),
  };
}

/** Formik's validate: the shared schema, with the pad's landing flag (HISC rule) and whether it had contacts. */
export async function validateContactForm(values: ContactFormValues, pad: PadDetail): Promise<FormErrors> {
  const result = await validateWith(padContactTabSchema, contactRequest(values), {
    is_landing_permitted: pad.is_landing_permitted,
    had_contacts: pad.editable_contacts.length > 0,
  });
  return result.ok ? {} : fieldErrors(result.errors);
}

/** The fields someone else changed since the form was loaded (shown after a 409 and a reload). */
export function changedFields(loaded: ContactFormValues, fresh: ContactFormValues): string[] {
  const labels: Record<string, string> = {
    name: 'name',
    category_id: 'category',
    hisc: 'HISC',
    hisc_country_code: 'HISC',
    icao: 'ICAO',
    is_api_accessible: 'API access',
    tags: 'tags',
    location: 'location',
    contacts: 'contacts',
    website: 'website',
    twitter_handle: 'Twitter',
    trip_advisor_rating: 'TripAdvisor rating',
  };
  const out = new Set<string>();
  for (const key of Object.keys(labels) as (keyof ContactFormValues)[]) {
    if (JSON.stringify(loaded[key]) !== JSON.stringify(fresh[key])) out.add(labels[key]!);
  }
  return [...out];
}
