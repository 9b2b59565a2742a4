// The merge screen's data: two pads side by side (revision mode: the pad now and the suggestion;
// duplicate mode: the original and the duplicate), spec part 3 §3 "Pad (merge view)", "Contact (merge)".

export type Side = 'prev' | 'next';
export type MergeMode = 'revision' | 'duplicate';

export interface MergeContact {
  id?: number | null;
  /** 1 pad contact, 2 kept untouched, 4 owner. */
  contact_type_id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  is_primary: boolean;
  /** Client-side: struck out on this side, left out of the merge. */
  removed?: boolean;
}

export interface MergeUpload {
  id: number;
  file_url: string;
}

export interface MergePad {
  id: number | null;
  name: string;
  category_id: number;
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
    is_address_split?: boolean;
  };
  pad_social: { website: string | null; twitter_handle: string | null; trip_advisor_rating: number | null };
  tags: number[];
  warnings: number[];
  facilities: number[];
  contacts: MergeContact[];
  survey_id?: number | null;
  survey_progress_percentage?: number | null;
  uploads?: { admin: MergeUpload[]; owner: MergeUpload[]; pilot: MergeUpload[] };
}

export interface MergeSides {
  prev: MergePad;
  next: MergePad;
}
