// GET and PUT /api/admin/pads/{id}: the pad the page shows and the Contact / Landing tab saves.
import { apiClient } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padLogKeys } from './padLogs';

export interface NamedRef {
  id: number;
  name: string;
}
export interface DisplayRef {
  id: number;
  display_name: string;
}
export interface PadContact {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  contact_type_id: number;
  is_primary: boolean;
  is_claimed: boolean;
  is_premium: boolean;
  user_id: number | null;
}
export interface PadUpload {
  id: number;
  title: string | null;
  file_url: string;
  thumb_url: string | null;
  direction: string | null;
  order: number;
  created_at: string;
  user: { id: number | null; role: number | null; role_name: UploadRole };
}
export const UPLOAD_ROLES = ['admin', 'owner', 'pilot'] as const;
export type UploadRole = (typeof UPLOAD_ROLES)[number];

export interface PadDetail {
  id: number;
  name: string;
  category_id: number;
  status_id: number;
  category: NamedRef | null;
  status: NamedRef | null;
  deleted_at: string | null;
  archive_reason: string | null;
  is_private: boolean;
  is_added_to_purgatory: boolean;
  is_phonable: boolean;
  has_invalid_phone: boolean;
  is_landing_permitted: boolean;
  is_contactable: boolean;
  is_pads_recommended_admin: boolean;
  is_recommended: boolean;
  can_send_moderation: boolean;
  duplicated_pad_id: number | null;
  is_landing_advice_displayed: boolean;
  landing_advice: string | null;
  site_information: string | null;
  landing_fees: NamedRef | null;
  landing_fee_id: number | null;
  icao: string | null;
  hisc: string | null;
  is_api_accessible: boolean;
  is_owned: boolean;
  survey_id: number | null;
  comments_count: number;
  resolvable_actions: boolean;
  created_at: string;
  updated_at: string;
  version: number;
  updated_by: { id: number; email: string } | null;
  /** The pad's own submitter (a type-3 contact's user is listed in `submitters` too). */
  submitter_user_id: number | null;
  submitters: { id: number; user_id: number; email: string; name: string; is_submitter_pilot: boolean }[];
  location: {
    latitude: number;
    longitude: number;
    name: string | null;
    country: string | null;
    country_code: string | null;
    county: string | null;
    region: string | null;
  };
  pad_social: { website: string | null; twitter_handle: string | null; trip_advisor_rating: number | null };
  tags: NamedRef[];
  warnings: DisplayRef[];
  facilities: DisplayRef[];
  contacts: PadContact[];
  editable_contacts: PadContact[];
  uploads: Record<UploadRole, PadUpload[]>;
  pad_notes: { id: number; body: string }[];
}

/** The save message of a Contact tab save (spec §8). */
export type SaveNotice = 'saved' | 'now_visible' | 'missing_contact';

export const padKeys = {
  all: ['pad-detail'] as const,
  detail: (id: number) => ['pad-detail', id] as const,
};

export async function fetchPad(id: number): Promise<PadDetail> {
  const { data } = await apiClient.get<{ data: PadDetail }>(`/admin/pads/${id}`);
  return data.data;
}

export function usePad(id: number) {
  return useQuery({ queryKey: padKeys.detail(id), queryFn: () => fetchPad(id) });
}

export async function savePadTab(id: number, body: Record<string, unknown>) {
  const { data } = await apiClient.put<{ data: PadDetail; notice?: SaveNotice }>(`/admin/pads/${id}`, body);
  return data;
}

/** A tab save: the answer is the fresh pad, put straight into the cache (and the log refreshed). */
export function useSavePadTab(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => savePadTab(id, body),
    onSuccess: (answer) => {
      client.setQueryData(padKeys.detail(id), answer.data);
      void client.invalidateQueries({ queryKey: padLogKeys.pad(id) });
    },
  });
}
