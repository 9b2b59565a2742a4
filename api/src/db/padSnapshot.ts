// A pad as a revision stores it (`revisions.prev` / `next`, spec part 3 §3 "Pad (merge view)"): the editable
// fields with the location, links and contacts. Reading and applying one is domain/padSnapshot.ts.

export interface SnapshotContact {
  id?: number | null;
  contact_type_id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  is_primary: boolean;
}

export interface PadSnapshot {
  id: number | null;
  name: string;
  category_id: number;
  status_id: number;
  is_landing_permitted: boolean;
  icao: string | null;
  hisc: string | null;
  landing_fees: number | null;
  site_information: string | null;
  landing_advice: string | null;
  is_owned: boolean;
  deleted_at: string | null;
  location: {
    name: string | null;
    latitude: number;
    longitude: number;
    region: string | null;
    country: string | null;
    country_code: string | null;
    county: string | null;
    /** Absent in snapshots stored before the column existed. */
    is_address_split?: boolean;
  };
  pad_social: { website: string | null; twitter_handle: string | null; trip_advisor_rating: number | null };
  tags: number[];
  warnings: number[];
  facilities: number[];
  contacts: SnapshotContact[];
}
