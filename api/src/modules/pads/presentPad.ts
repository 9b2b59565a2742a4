// The 201 answer of POST /api/admin/pads (docs/api-contract.md, "Pad creation").
import type { CreatedPad as CreatedPadAnswer } from '@pads/contracts/api';
import { fileUrl } from '../../storage/index.js';
import type { CreatedPad } from '../../domain/padCreation.js';

// Typed as the declared answer: `reply.code(201).send()` does not check its body against the schema, so a field
// the schema requires and this leaves out would only show as a 500 from the serialiser.
export function presentPad(pad: CreatedPad, publicUrl: string): CreatedPadAnswer {
  return {
    id: pad.id,
    name: pad.name,
    created_at: pad.created_at.toISOString(),
    category_id: pad.category_id,
    status_id: pad.status_id,
    is_landing_permitted: pad.is_landing_permitted,
    is_api_accessible: pad.is_api_accessible,
    submitter_user_id: pad.submitter_user_id,
    hisc: pad.hisc,
    icao: pad.icao,
    landing_fee_id: pad.landing_fee_id,
    website: pad.website,
    twitter_handle: pad.twitter_handle,
    trip_advisor_rating: pad.trip_advisor_rating == null ? null : Number(pad.trip_advisor_rating),
    site_information: pad.site_information,
    landing_advice: pad.landing_advice,
    description: pad.description,
    notes: pad.notes,
    tags: pad.tags,
    warnings: pad.warnings,
    facilities: pad.facilities,
    region_id: pad.region_id,
    country_code: pad.country_code,
    location: {
      address: pad.address,
      country: pad.country,
      county: pad.county,
      region: pad.region,
      latitude: pad.latitude,
      longitude: pad.longitude,
    },
    contacts: pad.contacts.map((c) => ({
      id: c.id,
      name: c.name,
      phone: c.phone,
      email: c.email,
      contact_type_id: c.contact_type_id,
      is_primary: c.is_primary,
    })),
    uploads: pad.uploads.map((u) => ({
      id: u.id,
      title: u.title,
      file_url: fileUrl(publicUrl, u.file_key),
      thumb_url: u.thumb_key ? fileUrl(publicUrl, u.thumb_key) : null,
      direction: u.direction,
      order: u.order,
      created_at: u.created_at.toISOString(),
    })),
  };
}
