// GET and PUT /api/admin/pads/{id}: the pad the page shows and the Contact / Landing tab saves.
import { apiClient } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padLogKeys } from './padLogs';
import type { PadDetail } from '@pads/contracts/api';
export type { NamedRef, DisplayRef, PadContact, PadUpload, PadDetail } from '@pads/contracts/api';

export { UPLOAD_ROLES, type UploadRole } from '@pads/shared';

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
