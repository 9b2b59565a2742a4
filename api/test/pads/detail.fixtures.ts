// The body of PUT /api/admin/pads/{id}'s Contact tab from the pad's detail JSON, for the tests that edit pads.

let hiscCounter = 0;
/** A HISC no other pad edited through these fixtures uses (HISCs are unique). */
const freshHisc = () => `H${String(100 + hiscCounter++).padStart(3, '0')}ab`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer JSON as the client reads it
export function contactBody(pad: Record<string, any>, over: Record<string, unknown> = {}) {
  return {
    tab: 'contact',
    version: pad.version,
    name: pad.name,
    category_id: pad.category_id,
    hisc_country_code: 'GB',
    hisc: freshHisc(),
    icao: '',
    is_api_accessible: true,
    tags: pad.tags.map((t: { id: number }) => t.id),
    location: { ...pad.location, address: pad.location.address },
    contacts: pad.editable_contacts.map((c: Record<string, unknown>) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      contact_type_id: c.contact_type_id,
    })),
    website: '',
    twitter_handle: '',
    trip_advisor_rating: '',
    ...over,
  };
}
